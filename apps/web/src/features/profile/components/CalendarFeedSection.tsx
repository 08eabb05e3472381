import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh, IconTrash } from '@tabler/icons-react';
import { confirmAction } from '@/components/feedback/confirm';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/calendar-feed';

/** Renewing (confirmed first when there is an address to replace) and revoking, each with its toast. */
function useFeedChanges() {
  const { t } = useTranslation();
  const change = useChangeCalendarFeed();
  const renew = async (hadOne: boolean) => {
    if (
      hadOne &&
      !(await confirmAction({
        title: t('config.calendar.renewConfirmTitle'),
        message: t('config.calendar.renewConfirmMessage'),
        confirmLabel: t('config.calendar.renew'),
      }))
    )
      return;
    // The first address replaces nothing: "la anterior ya no funciona" is only said of a renewal.
    change.mutate('renew', {
      onSuccess: () =>
        showToast({
          message: t(hadOne ? 'config.calendar.renewed' : 'config.calendar.created'),
          tone: 'success',
        }),
    });
  };
  const revoke = async () => {
    const ok = await confirmAction({
      title: t('config.calendar.revokeConfirmTitle'),
      message: t('config.calendar.revokeConfirmMessage'),
      confirmLabel: t('config.calendar.revoke'),
      danger: true,
    });
    if (ok)
      change.mutate('revoke', { onSuccess: () => showToast({ message: t('config.calendar.revoked') }) });
  };
  const pending = change.isPending ? (change.variables ?? null) : null;
  return { renew, revoke, pending, busy: change.isPending };
}

/** The address itself: to read, copy or open in a calendar app (`webcal:`). */
function FeedAddress({ url, webcalUrl }: { url: string; webcalUrl: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('config.calendar.address')}
        value={url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
      />
      <Group gap="xs">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            >
              {copied ? t('config.calendar.copied') : t('config.calendar.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          component="a"
          href={webcalUrl}
          variant="light"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
        >
          {t('config.calendar.subscribe')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('config.calendar.howTo')}
      </Text>
    </>
  );
}

/**
 * `config` → "Calendario": the private address to subscribe to from Google Calendar, Apple Calendar or
 * Outlook, with copy, renew (the old one stops working) and revoke.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const { renew, revoke, pending, busy } = useFeedChanges();

  return (
    <QueryView
      query={feed}
      loadingLabel={t('config.calendar.loading')}
      errorTitle={t('config.calendar.loadError')}
      quietLoading
    >
      {(data) =>
        data.url && data.webcalUrl ? (
          <Stack gap="sm">
            <FeedAddress url={data.url} webcalUrl={data.webcalUrl} />
            <Group gap="xs">
              <Button
                variant="default"
                size="compact-md"
                leftSection={<IconRefresh size={16} aria-hidden />}
                loading={pending === 'renew'}
                onClick={() => renew(true)}
              >
                {t('config.calendar.renew')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="compact-md"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={pending === 'revoke'}
                onClick={revoke}
              >
                {t('config.calendar.revoke')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button
            style={{ alignSelf: 'flex-start' }}
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            loading={busy}
            onClick={() => renew(false)}
          >
            {t('config.calendar.create')}
          </Button>
        )
      }
    </QueryView>
  );
}

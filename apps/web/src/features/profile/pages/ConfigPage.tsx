import { Button, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { QueryView } from '@/components/feedback/QueryView';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSignOutAction } from '@/hooks/use-sign-out';
import { useTranslation } from '@/i18n';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { CalendarFeedSection } from '../components/CalendarFeedSection';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { DeleteAccount } from '../components/DeleteAccount';
import { ListCopySection } from '../components/ListCopySection';
import { ReminderSettingsSection } from '../components/ReminderSettingsSection';
import { Section } from '../components/Section';

function NotificationsSwitch({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateProfile({ errorInline: false });
  return (
    <Switch
      size="md"
      checked={update.isPending ? Boolean(update.variables?.notifications) : enabled}
      disabled={update.isPending}
      onChange={(event) => update.mutate({ notifications: event.currentTarget.checked })}
      label={t('config.notifications.label')}
      description={t('config.notifications.description')}
    />
  );
}

function SignOut() {
  const { t } = useTranslation();
  const { signOut, pending } = useSignOutAction();
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={18} aria-hidden />}
      onClick={signOut}
      loading={pending}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('config.session.logout')}
    </Button>
  );
}

/**
 * `config`: password, notifications, reminders, the calendar address, a copy of one's lists, sign-out and
 * account deletion.
 */
export default function ConfigPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.config.title'));
  const profile = useProfile();

  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Stack gap={6}>
        <Title order={1}>{t('pages.config.title')}</Title>
        <Text c="dimmed">{t('config.description')}</Text>
      </Stack>
      <QueryView
        query={profile}
        loadingLabel={t('config.loading')}
        skeleton={
          <Stack gap="md">
            <Skeleton height={220} radius="lg" />
            <Skeleton height={100} radius="lg" />
          </Stack>
        }
        errorTitle={t('config.loadError')}
      >
        {(data) => (
          <>
            <Section
              title={data.hasPassword ? t('config.password.title') : t('config.password.createTitle')}
              description={data.hasPassword ? undefined : t('config.password.createDescription')}
            >
              <ChangePasswordForm hasPassword={data.hasPassword} />
            </Section>
            <Section title={t('config.notifications.title')}>
              <NotificationsSwitch enabled={data.notifications} />
            </Section>
          </>
        )}
      </QueryView>
      <Section title={t('config.reminders.title')} description={t('config.reminders.description')}>
        <ReminderSettingsSection />
      </Section>
      <Section title={t('config.calendar.title')} description={t('config.calendar.description')}>
        <CalendarFeedSection />
      </Section>
      <ListCopySection />
      <Section title={t('config.session.title')} description={t('config.session.description')}>
        <SignOut />
      </Section>
      {/* Only once the account is known: deleting it asks for its password, if it has one. */}
      {profile.data ? (
        <Section title={t('config.delete.title')} description={t('config.delete.description')} tone="danger">
          <DeleteAccount hasPassword={profile.data.hasPassword} />
        </Section>
      ) : null}
    </Stack>
  );
}

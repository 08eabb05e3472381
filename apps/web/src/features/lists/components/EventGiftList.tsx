import type { Event } from '@detalle/contract';
import { Anchor, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPlaylistAdd } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryView } from '@/components/feedback/QueryView';
import { useTranslation } from '@/i18n';
import { isHiddenFromMe } from '@/lib/hidden';
import { useList } from '../api/get-list';
import { listHref, newListForEventHref } from '../lib/paths';
import { GiftCounts } from './GiftCounts';

const HEADING_ID = 'lista-de-regalos';

function GiftListCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={HEADING_ID}>
          {t('lists.event.title')}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The linked list, named, with its gifts still to give. Hidden when the viewer
 * may not open it (403/404); any other failure is said, with a way to retry.
 */
function LinkedList({ listId }: { listId: string }) {
  const { t } = useTranslation();
  const list = useList(listId);
  return (
    <QueryView
      query={list}
      quietLoading
      loadingLabel={t('lists.detail.loading')}
      errorTitle={t('lists.event.error')}
      renderError={(error, alert) => (isHiddenFromMe(error) ? null : <GiftListCard>{alert}</GiftListCard>)}
    >
      {(data) => (
        <GiftListCard>
          <Group gap="md" wrap="nowrap">
            <Image src={data.image} alt="" w={96} h={54} radius="md" fit="cover" />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={listHref(listId)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {data.name}
              </Anchor>
              <GiftCounts giftCount={data.giftCount} availableCount={data.availableCount} />
            </Stack>
          </Group>
          <Text size="sm" c="dimmed">
            {data.isMine ? t('lists.event.hintOwner') : t('lists.event.hint')}
          </Text>
        </GiftListCard>
      )}
    </QueryView>
  );
}

/**
 * "Lista de regalos" on `evento/{id}`: the list linked to the event (`listId`),
 * or, for the organiser of an event without one, the way to make it.
 */
export function EventGiftList({ event, signedIn }: { event: Event; signedIn: boolean }) {
  const { t } = useTranslation();
  if (event.listId) return <LinkedList listId={event.listId} />;
  if (!signedIn || event.role !== 'organiser') return null;
  return (
    <GiftListCard>
      <Text>{t('lists.event.none')}</Text>
      <Button
        component={Link}
        to={newListForEventHref(event.id)}
        variant="light"
        w="fit-content"
        leftSection={<IconPlaylistAdd size={18} aria-hidden />}
      >
        {t('lists.event.create')}
      </Button>
    </GiftListCard>
  );
}

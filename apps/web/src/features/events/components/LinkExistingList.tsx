import type { EventDetail } from '@detalle/contract';
import { Button, Group, Select, Stack } from '@mantine/core';
import { IconUnlink } from '@tabler/icons-react';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { useLinkEventList } from '../api/link-list';

export type OwnList = { id: string; name: string };

/** "Vincular una lista": the organiser picks one of their lists for the event, or unlinks the one it has. */
export function LinkExistingList({ event, lists }: { event: EventDetail; lists: OwnList[] }) {
  const { t } = useTranslation();
  const link = useLinkEventList();
  const save = (listId: string | null) =>
    link.mutate(
      { id: event.id, listId },
      {
        onSuccess: () =>
          showToast({
            message: t(listId ? 'events.linkList.linked' : 'events.linkList.unlinked'),
            tone: 'success',
          }),
      },
    );
  if (lists.length === 0 && !event.listId) return null;
  return (
    <Stack gap="xs">
      <Select
        label={t('events.linkList.label')}
        description={t('events.linkList.hint')}
        placeholder={t('events.linkList.placeholder')}
        data={lists.map((l) => ({ value: l.id, label: l.name }))}
        value={event.listId}
        onChange={(v) => {
          if (v && v !== event.listId) save(v);
        }}
        allowDeselect={false}
        disabled={link.isPending}
        w="100%"
        maw={420}
      />
      {event.listId ? (
        <Group>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconUnlink size={18} aria-hidden />}
            onClick={() => save(null)}
            loading={link.isPending}
          >
            {t('events.linkList.unlink')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

import { Button, Group } from '@mantine/core';
import { IconChecks, IconTrash } from '@tabler/icons-react';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { useDeleteAllNotifications } from '../api/delete-all-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';

/** "Marcar todas como leídas" (while some are unread) and "Borrar todas" (after asking). */
export function NotificationActions({
  unreadCount,
  onAllDeleted,
}: {
  unreadCount: number;
  /** Everything is gone: the page moves the focus somewhere that stays. */
  onAllDeleted: () => void;
}) {
  const { t } = useTranslation();
  const markAll = useMarkAllNotificationsRead();
  const removeAll = useDeleteAllNotifications();

  const deleteAll = async () => {
    const confirmed = await confirmAction({
      title: t('notifications.deleteAllTitle'),
      message: t('notifications.deleteAllMessage'),
      confirmLabel: t('notifications.deleteAll'),
      danger: true,
    });
    if (!confirmed) return;
    removeAll.mutate(undefined, {
      onSuccess: (message) => {
        showToast({ message, tone: 'success' });
        onAllDeleted();
      },
    });
  };

  return (
    <Group gap="xs" role="group" aria-label={t('notifications.actionsLabel')}>
      <Button
        variant="light"
        leftSection={<IconChecks size={18} aria-hidden />}
        disabled={unreadCount === 0}
        loading={markAll.isPending}
        onClick={() =>
          markAll.mutate(undefined, {
            onSuccess: (message) => showToast({ message, tone: 'success' }),
          })
        }
      >
        {t('notifications.markAll')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden />}
        loading={removeAll.isPending}
        onClick={() => void deleteAll()}
      >
        {t('notifications.deleteAll')}
      </Button>
    </Group>
  );
}

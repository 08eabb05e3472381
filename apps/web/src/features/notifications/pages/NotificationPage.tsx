import type { Notification } from '@detalle/contract';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { type RefObject, useRef } from 'react';
import { useNavigate } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { LoadMore } from '@/components/feedback/LoadMore';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { useUnreadCount } from '@/components/notifications/unread-count';
import { useCardFocus } from '@/hooks/use-card-focus';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { NOTIFICATION_PAGE_PATH, notificationHref } from '@/lib/notification-targets';
import { uniqueById } from '@/lib/paging';
import { useDeleteNotification } from '../api/delete-notification';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-read';
import { NotificationActions } from '../components/NotificationActions';
import { NotificationList } from '../components/NotificationList';

const TITLE_ID = 'notificaciones-titulo';

/**
 * The notifications loaded (each once), opening one (marked read, then where it points) and deleting one; after
 * "Ver más" or a deletion the focus goes to a sensible card, or to the title (`titleRef`) when none is left.
 */
function useNotificationItems(titleRef: RefObject<HTMLHeadingElement | null>) {
  const navigate = useNavigate();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();

  const { focusId, setFocusId, focusRef } = useCardFocus<HTMLButtonElement>();

  const items = notifications.data ? uniqueById(notifications.data.pages) : [];
  const total = notifications.data?.pages.at(-1)?.total ?? items.length;

  // The first new notification; by id, since deletions move the others.
  const focusFirstNew = (data: NonNullable<typeof notifications.data>) => {
    const first = uniqueById(data.pages)[items.length];
    if (first) setFocusId(first.id);
  };

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    const href = notificationHref(notification.type, notification.data);
    if (href !== NOTIFICATION_PAGE_PATH) void navigate(href);
  };

  const deleteOne = (notification: Notification) => {
    const index = items.findIndex((n) => n.id === notification.id);
    const next = items[index + 1] ?? items[index - 1];
    remove.mutate(notification.id, {
      onSuccess: (message) => {
        showToast({ message, tone: 'success' });
        if (next) setFocusId(next.id);
        else titleRef.current?.focus();
      },
    });
  };

  return {
    notifications,
    items,
    total,
    focusFirstNew,
    open,
    deleteOne,
    deletingId: remove.isPending ? remove.variables : undefined,
    focusId,
    focusRef,
  };
}

/** `notification`: the person's notifications, newest first, to open, mark read and delete. */
export default function NotificationPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  const unread = useUnreadCount();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { notifications, items, total, focusFirstNew, open, deleteOne, deletingId, focusId, focusRef } =
    useNotificationItems(titleRef);
  const unreadCount = unread.data ?? items.filter((n) => !n.read).length;

  // Loading, a failed first load and the empty state are QueryView's; the list and "Ver más" are the page's.
  const content = (
    <QueryView
      query={notifications}
      loadingLabel={t('notifications.loading')}
      skeleton={<ListSkeleton variant="rows" count={5} />}
      errorTitle={t('notifications.loadError')}
      isEmpty={() => items.length === 0}
      empty={
        <EmptyMessage
          icon={<IconBellOff aria-hidden />}
          title={t('notifications.emptyTitle')}
          description={t('notifications.emptyDescription')}
        />
      }
    >
      {() => (
        <Stack gap="lg">
          <NotificationList
            notifications={items}
            labelledBy={TITLE_ID}
            onOpen={open}
            onDelete={deleteOne}
            deletingId={deletingId}
            focusId={focusId}
            focusRef={focusRef}
          />
          <LoadMore
            query={notifications}
            shown={total}
            pageSize={NOTIFICATIONS_PAGE_SIZE}
            labels={{
              loadMore: t('notifications.loadMore'),
              loadingMore: t('notifications.loadingMore'),
              error: t('notifications.loadError'),
              allShown: t('notifications.allShown'),
            }}
            onLoaded={focusFirstNew}
          />
        </Stack>
      )}
    </QueryView>
  );

  const hasItems = items.length > 0;
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} ref={titleRef} tabIndex={-1} id={TITLE_ID}>
            {t('notifications.title')}
          </Title>
          {hasItems ? (
            <Text c="dimmed" aria-live="polite">
              {unreadCount > 0
                ? t('notifications.summaryUnread', { count: unreadCount })
                : t('notifications.summaryRead')}
            </Text>
          ) : null}
        </Stack>
        {hasItems ? (
          <NotificationActions unreadCount={unreadCount} onAllDeleted={() => titleRef.current?.focus()} />
        ) : null}
      </Group>
      {content}
    </Stack>
  );
}

import type { Notification } from '@detalle/contract';
import { ActionIcon, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Ref } from 'react';
import { DateText } from '@/components/format/DateText';
import { useTranslation } from '@/i18n';
import classes from './NotificationItem.module.css';
import { notificationIcon } from './notification-icon';

export type NotificationItemProps = {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
  deleting?: boolean;
  openRef?: Ref<HTMLButtonElement>;
};

/**
 * One notification: the whole card opens it (marks it read and goes to its
 * screen); the bin deletes it. Unread ones are tinted, bold, with a dot, and
 * say "Sin leer" to screen readers.
 */
export function NotificationItem({
  notification,
  onOpen,
  onDelete,
  deleting,
  openRef,
}: NotificationItemProps) {
  const { t } = useTranslation();
  const { title, body, read, type, createdAt } = notification;
  const Icon = notificationIcon(type);
  return (
    <li className={classes.item} data-unread={read ? undefined : true}>
      <button
        type="button"
        ref={openRef}
        className={classes.open}
        onClick={() => onOpen(notification)}
        data-notification-id={notification.id}
      >
        <ThemeIcon size={40} variant={read ? 'default' : 'filled'} aria-hidden>
          <Icon size={22} stroke={1.8} />
        </ThemeIcon>
        <span className={classes.text}>
          <Text component="span" display="block" fw={read ? 500 : 700} className={classes.title}>
            {read ? null : <VisuallyHidden>{t('notifications.unread')}:</VisuallyHidden>} {title}
          </Text>
          {body ? (
            <Text component="span" display="block" size="sm" c="dimmed" lineClamp={2} mt={2}>
              {body}
            </Text>
          ) : null}
          <Text component="span" display="block" size="xs" c="dimmed" mt={4}>
            <DateText value={createdAt} relative withTime />
          </Text>
        </span>
        {read ? null : <span className={classes.dot} aria-hidden />}
      </button>
      <ActionIcon
        className={classes.delete}
        variant="subtle"
        color="gray"
        size={44}
        radius="xl"
        aria-label={t('notifications.delete', { title })}
        loading={deleting}
        onClick={() => onDelete(notification)}
      >
        <IconTrash size={20} stroke={1.8} aria-hidden />
      </ActionIcon>
    </li>
  );
}

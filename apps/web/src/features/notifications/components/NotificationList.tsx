import type { Notification } from '@detalle/contract';
import type { RefObject } from 'react';
import { NotificationItem } from './NotificationItem';
import classes from './NotificationItem.module.css';

/** The notifications loaded, newest first, as a list named by the page's title (`labelledBy`). */
export function NotificationList({
  notifications,
  labelledBy,
  onOpen,
  onDelete,
  deletingId,
  focusId,
  focusRef,
}: {
  notifications: Notification[];
  labelledBy: string;
  onOpen: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
  deletingId: string | undefined;
  /** The one that takes the focus (after "Ver más" or a deletion). */
  focusId: string | null;
  focusRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <ul className={classes.list} aria-labelledby={labelledBy}>
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onOpen={onOpen}
          onDelete={onDelete}
          deleting={deletingId === notification.id}
          openRef={notification.id === focusId ? focusRef : undefined}
        />
      ))}
    </ul>
  );
}

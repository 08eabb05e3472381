import { IconBell } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { useTranslation } from '@/i18n';
import { NOTIFICATION_PAGE_PATH } from '@/lib/notification-targets';
import classes from './NotificationBell.module.css';
import { useCachedUnreadCount } from './unread-count';

/** More than this shows as "99+": the exact number lives on the page. */
const MAX_SHOWN = 99;

/**
 * The header's way to the `notification` page, with the unread count
 * (`notify/unRead`) on a badge; the realtime channel keeps it fresh. The count
 * is part of the link's name, so a screen reader hears it too.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useCachedUnreadCount();
  const count = unread.data ?? 0;
  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell');
  return (
    <NavLink to={NOTIFICATION_PAGE_PATH} className={classes.bell} aria-label={label} title={label}>
      <IconBell size={24} stroke={1.8} aria-hidden />
      {count > 0 ? (
        <span className={classes.badge} aria-hidden data-testid="unread-badge">
          {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
        </span>
      ) : null}
    </NavLink>
  );
}

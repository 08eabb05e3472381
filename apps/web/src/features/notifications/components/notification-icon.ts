import {
  IconBell,
  IconCalendarEvent,
  IconCalendarMinus,
  IconCalendarPlus,
  IconGift,
  IconHeartHandshake,
  IconListDetails,
  IconTag,
  IconUserCheck,
  IconUserPlus,
  IconUsersGroup,
  IconWallet,
  type TablerIcon,
} from '@tabler/icons-react';

/** A picture for each kind of notification, so the list can be scanned at a glance. */
export function notificationIcon(type: string): TablerIcon {
  if (type === 'invite_to_event') return IconCalendarPlus;
  if (type === 'leave_to_event') return IconCalendarMinus;
  if (type.startsWith('event_')) return IconCalendarEvent;
  if (type === 'list') return IconListDetails;
  if (type === 'recibe_gitf') return IconGift;
  if (type === 'product_watch') return IconTag;
  if (type === 'friend_request') return IconUserPlus;
  if (type === 'friend_accepted') return IconUserCheck;
  if (type === 'wallet') return IconWallet;
  if (type === 'thanks') return IconHeartHandshake;
  if (type === 'co_owner') return IconUsersGroup;
  return IconBell;
}

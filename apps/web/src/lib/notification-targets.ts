/**
 * Where a notification leads and what it makes stale, by type. Shared by the
 * service worker (a click on a system notification) and the page (the
 * notification list, a realtime event, a push message), so both agree.
 * Plain strings only: the service worker bundle must stay free of React.
 */

import {
  directTransferKeys,
  drawKeys,
  eventKeys,
  friendKeys,
  listKeys,
  notificationKeys,
  ownerKeys,
  productKeys,
  walletKeys,
} from './query-keys';

const isEventType = (type: string) =>
  type === 'invite_to_event' || type === 'leave_to_event' || type.startsWith('event_');

/**
 * The query-key roots a notification makes stale (every query under them
 * refreshes). Seed §4: `invite_to_event` / `leave_to_event` refresh events,
 * `list` lists, `recibe_gitf` products and gifts — a list's gifts live in the
 * list's detail, so that is the lists root; every type refreshes notifications. `wallet` (money sent to
 * me, a refund) refreshes the wallet.
 * Our other event and friend types refresh what they change too.
 */
export function staleRootsFor(type: string): ReadonlyArray<readonly string[]> {
  const roots: (readonly string[])[] = [];
  if (isEventType(type)) roots.push(eventKeys.all);
  else if (type === 'list') roots.push(listKeys.all);
  // A gift may come as money toward it: the wallet's balance and movements change too.
  else if (type === 'recibe_gitf') roots.push(productKeys.all, listKeys.all, walletKeys.money);
  else if (type === 'wallet') roots.push(walletKeys.money);
  else if (type.startsWith('friend_')) roots.push(friendKeys.all);
  else if (type === 'draw') roots.push(drawKeys.all);
  else if (type === 'direct_transfer') roots.push(listKeys.all, directTransferKeys.all);
  else if (type === 'product_watch') roots.push(listKeys.all, productKeys.all);
  // Running a list or event together: an invitation, someone joined or left, a new receiver of the money.
  else if (type === 'co_owner') roots.push(ownerKeys.all, listKeys.all, eventKeys.all);
  roots.push(notificationKeys.all);
  return roots;
}

export const NOTIFICATION_PAGE_PATH = '/notification';

/** The screen a notification opens; its own page when it points nowhere more precise. */
export function notificationHref(type: string, data: Record<string, string> = {}): string {
  if (isEventType(type)) {
    return data.eventId ? `/evento/${encodeURIComponent(data.eventId)}` : NOTIFICATION_PAGE_PATH;
  }
  // A list with new gifts opens that list; without its id, the lists page.
  if (type === 'list' && data.listId) return `/home/${encodeURIComponent(data.listId)}/lista`;
  if ((type === 'recibe_gitf' || type === 'direct_transfer') && data.listId)
    return `/home/${encodeURIComponent(data.listId)}/lista`;
  if (type === 'list' || type === 'recibe_gitf') return '/lista';
  // A gift from a shop got cheaper, sold out or came back: its list, or my favourites when it is only one of them.
  if (type === 'product_watch')
    return data.listId ? `/home/${encodeURIComponent(data.listId)}/lista` : '/favorite';
  // Money for me: its receipt (`billetera/recibido/tarjeta/{paymentId}`, as the wallet's own links); else the wallet.
  if (type === 'wallet') {
    return data.paymentId
      ? `/billetera/recibido/tarjeta/${encodeURIComponent(data.paymentId)}`
      : '/billetera';
  }
  // A request waits on the requests tab; an accepted one is among my friends.
  if (type === 'friend_request') return '/amigos?tab=solicitudes';
  if (type === 'friend_accepted') return '/amigos';
  // A reminder names the screen it is about (an event, a friend's lists, the calendar); only our own paths.
  if (type === 'reminder' && data.path?.startsWith('/') && !data.path.startsWith('//')) return data.path;
  // A thank-you opens in the message modal's thank-you variant on `agradecimiento`.
  if (type === 'thanks' && data.thanksId) return `/agradecimiento?id=${encodeURIComponent(data.thanksId)}`;
  // Running a list or event together: a friend's invitation opens its answer; else the list or event itself.
  if (type === 'co_owner') {
    if (data.inviteId) return `/llevar-juntos?invitacion=${encodeURIComponent(data.inviteId)}`;
    if (data.id && data.kind === 'list') return `/home/${encodeURIComponent(data.id)}/lista`;
    if (data.id) return `/evento/${encodeURIComponent(data.id)}`;
  }
  // Amigo invisible: the draw (its page shows my result and questions, never anyone else's).
  if (type === 'draw' && data.drawId) return `/amigo-invisible/${encodeURIComponent(data.drawId)}`;
  return NOTIFICATION_PAGE_PATH;
}

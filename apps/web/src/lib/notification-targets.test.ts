import { describe, expect, it } from 'vitest';
import { notificationHref, staleRootsFor } from './notification-targets';
import { eventKeys, listKeys, ownerKeys, walletKeys } from './query-keys';

describe('money notifications', () => {
  it('money sent to me opens its receipt and refreshes the wallet', () => {
    expect(notificationHref('wallet', { paymentId: 'p 1' })).toBe('/billetera/recibido/tarjeta/p%201');
    expect(notificationHref('wallet')).toBe('/billetera');
    expect(staleRootsFor('wallet')).toContainEqual(walletKeys.money);
  });

  it('money toward a gift of my list opens the list and refreshes lists and the wallet', () => {
    expect(notificationHref('recibe_gitf', { listId: 'l1', giftId: 'g1', paymentId: 'p1' })).toBe(
      '/home/l1/lista',
    );
    const roots = staleRootsFor('recibe_gitf');
    expect(roots).toContainEqual(listKeys.all);
    expect(roots).toContainEqual(walletKeys.money);
  });
});

describe('friend notifications', () => {
  it('a friend request opens the requests tab, an accepted one my friends', () => {
    expect(notificationHref('friend_request')).toBe('/amigos?tab=solicitudes');
    expect(notificationHref('friend_accepted')).toBe('/amigos');
  });
});

describe('price and stock alerts', () => {
  it('open the list the gift is on, or my favourites, and refresh lists', () => {
    expect(notificationHref('product_watch', { listId: 'l1', productId: 'p1', kind: 'price_drop' })).toBe(
      '/home/l1/lista',
    );
    expect(notificationHref('product_watch', { productId: 'p1', kind: 'sold_out' })).toBe('/favorite');
    expect(staleRootsFor('product_watch')).toContainEqual(listKeys.all);
  });
});

describe('running a list or event together', () => {
  it('a friend’s invitation opens its answer; anything else the list or the event, and refreshes both', () => {
    expect(notificationHref('co_owner', { inviteId: 'i-1', kind: 'list', id: 'l1' })).toBe(
      '/llevar-juntos?invitacion=i-1',
    );
    expect(notificationHref('co_owner', { kind: 'list', id: 'l1' })).toBe('/home/l1/lista');
    expect(notificationHref('co_owner', { kind: 'event', id: 'e1' })).toBe('/evento/e1');
    expect(notificationHref('co_owner')).toBe('/notification');
    const roots = staleRootsFor('co_owner');
    for (const root of [ownerKeys.all, listKeys.all, eventKeys.all]) expect(roots).toContainEqual(root);
  });
});

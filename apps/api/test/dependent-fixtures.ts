import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { buildTestApp, testClient, Who } from './helpers.js';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];
type As = ReturnType<typeof testClient>['as'];

const testCard = { kind: 'test', number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

/**
 * Money for a dependent: a guardian makes it a public list with a group gift, and a guest (no account) pays
 * `amount` toward it. Answers the list's and the gift's ids.
 */
export async function guestGivesTo(app: App, as: As, guardian: Who, dependentId: string, amount = 2500) {
  const list = await as(guardian, 'POST', '/api/list/save', {
    name: 'Hucha de Leo',
    visibility: 'public',
    forDependent: dependentId,
  });
  expect(list.statusCode, list.body).toBe(200);
  const gift = await as(guardian, 'POST', '/api/list/gift/save', {
    listId: list.json().data.id,
    product: { name: 'Bici', price: { amount: 10_000, currency: 'EUR' } },
    group: true,
  });
  expect(gift.statusCode, gift.body).toBe(200);
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payment/guest',
    headers: { 'idempotency-key': randomUUID() },
    remoteAddress: '10.9.0.7',
    payload: {
      giftId: gift.json().data.id,
      amount,
      currency: 'EUR',
      name: 'Gala',
      email: `gala.${randomUUID().slice(0, 8)}@ejemplo.com`,
      card: { ...testCard, holder: 'Gala' },
    },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { listId: list.json().data.id as string, giftId: gift.json().data.id as string };
}

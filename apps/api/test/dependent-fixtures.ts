import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { dependents, guardians, listOwners, lists, users } from '../src/db/schema/index.js';
import type { buildTestApp, testClient, Who } from './helpers.js';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];
type As = ReturnType<typeof testClient>['as'];

const testCard = { kind: 'test', number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

/**
 * Dependents made straight in the database, the way the dependents module stores them (a `users` row of type 3
 * without credentials, its `dependents` row and its guardians), so calendar, reminder, draw and household
 * tests do not depend on the profile routes.
 */
export async function makeDependent(
  app: App,
  keepers: Who[],
  opts: {
    name: string;
    kind?: 'child' | 'pet' | 'adult';
    visibility?: 'friends' | 'link';
    birthday?: string | null;
  },
) {
  const [user] = await app.db
    .insert(users)
    .values({ name: opts.name, lastname: '', type: 3, birthday: opts.birthday ?? null })
    .returning();
  if (!user) throw new Error('no dependent');
  await app.db.insert(dependents).values({
    userId: user.id,
    kind: opts.kind ?? 'child',
    visibility: opts.visibility ?? 'friends',
    createdBy: keepers[0]?.user.id ?? null,
  });
  // Guardians are named in the order they joined; the embedded database's clock can give two inserts the
  // same instant, so each one is a millisecond later than the one before.
  const start = Date.now();
  for (const [i, k] of keepers.entries())
    await app.db
      .insert(guardians)
      .values({ dependentId: user.id, guardianId: k.user.id, createdAt: new Date(start + i) });
  return user;
}

/** A list of the dependent's own (its guardians run it: a trigger makes them owners). */
export async function makeDependentList(app: App, dependentId: string, name: string) {
  return app.db.transaction(async (tx) => {
    const [list] = await tx
      .insert(lists)
      .values({ ownerId: dependentId, name, image: 'configuracion/lista.webp' })
      .returning();
    if (!list) throw new Error('no list');
    await tx.insert(listOwners).values({ listId: list.id, userId: dependentId }).onConflictDoNothing();
    return list;
  });
}

/**
 * Money for a dependent: a guardian makes it a public list with a group gift, and a guest (no account) pays
 * `amount` toward it. `list` adds to the list's fields (a `date` keeps the money pending until then). Answers
 * the list's and the gift's ids.
 */
export async function guestGivesTo(
  app: App,
  as: As,
  guardian: Who,
  dependentId: string,
  amount = 2500,
  list: object = {},
) {
  const made = await as(guardian, 'POST', '/api/list/save', {
    name: 'Hucha de Leo',
    visibility: 'public',
    forDependent: dependentId,
    ...list,
  });
  expect(made.statusCode, made.body).toBe(200);
  const gift = await as(guardian, 'POST', '/api/list/gift/save', {
    listId: made.json().data.id,
    product: { name: 'Bici', price: { amount: 10_000, currency: 'EUR' } },
    group: true,
  });
  expect(gift.statusCode, gift.body).toBe(200);
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payment/guest',
    headers: { 'idempotency-key': randomUUID() },
    // Each guest from an address of their own: a file giving many times stays under the per-address limit.
    remoteAddress: `10.9.${randomInt(256)}.${randomInt(1, 255)}`,
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
  return { listId: made.json().data.id as string, giftId: gift.json().data.id as string };
}

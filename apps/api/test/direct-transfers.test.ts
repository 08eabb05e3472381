import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  directTransferPledges,
  ledgerTransfers,
  notifications,
  outbox,
  payments,
} from '../src/db/schema/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';
import { expectLedgerConsistent } from './ledger-checks.js';

/**
 * "Transferencia directa": the owner's IBAN on a list, masked until a giver chooses to give; a giver (signed in or
 * a guest with the link) declares a transfer; the owner answers once. Confirmed money counts toward the goal, once;
 * nothing ever reaches the wallet or the ledger.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Who;
let carmen: Who;
let stranger: Who;
const { as, person, befriend } = testClient(() => t.app, { lastname: 'Transferencia' });
const IBAN = 'ES91 2100 0418 4502 0005 1332';
const key = () => ({ 'idempotency-key': randomUUID() });
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let address = 0;
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

async function aList(visibility = 'public') {
  const res = await as(owner, 'POST', '/api/list/save', {
    name: 'Boda de Ana',
    visibility,
    date: dayFromNow(30),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string };
}
async function aGift(listId: string, price = 20_000) {
  const res = await as(owner, 'POST', '/api/list/gift/save', {
    listId,
    product: { name: 'Cafetera', price: { amount: price, currency: 'EUR' } },
    group: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; listId: string };
}
const saveDetails = (listId: string, extra: object = {}) =>
  as(owner, 'POST', '/api/direct-transfer/save', {
    listId,
    iban: IBAN,
    holder: 'Ana García',
    bizum: '612 34 56 78',
    ...extra,
  });
const funding = async (gift: { id: string; listId: string }) =>
  (await as(owner, 'GET', `/api/list/get/${gift.listId}`))
    .json()
    .data.gifts.find((g: { id: string }) => g.id === gift.id).funding;

/** "Quiero transferir" then "Ya he hecho la transferencia", as `who` (null: a guest). */
async function give(
  who: Who | null,
  gift: { id: string; listId: string },
  amount: number,
  extra: object = {},
  headers: Record<string, string> = key(),
) {
  const started = await as(who, 'POST', '/api/direct-transfer/start', {
    listId: gift.listId,
    giftId: gift.id,
    amount,
    currency: 'EUR',
  });
  expect(started.statusCode, started.body).toBe(200);
  const reference = started.json().data.reference as string;
  const guest = who === null ? { name: 'Gala', email: `gala.${randomUUID().slice(0, 8)}@ejemplo.com` } : {};
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/direct-transfer/declare',
    payload: {
      listId: gift.listId,
      giftId: gift.id,
      amount,
      currency: 'EUR',
      reference,
      showName: true,
      ...guest,
      ...extra,
    },
    headers: { ...headers, ...(who ? { 'type-token': who.token } : {}) },
    remoteAddress: nextAddress(),
  });
  return { res, reference, guest };
}
const decide = (id: string, arrived: boolean, who: Who = owner) =>
  as(who, 'POST', `/api/direct-transfer/decide/${id}`, { arrived });

beforeAll(async () => {
  t = await buildTestApp();
  [owner, carmen, stranger] = await Promise.all([person('Ana'), person('Carmen'), person('Extraño')]);
  await befriend(owner, carmen);
});
afterAll(() => t.close());

describe("the owner's details", () => {
  it('are checked: a wrong IBAN or a non-Spanish mobile is a Spanish 400 on its field', async () => {
    const list = await aList();
    const bad = await saveDetails(list.id, { iban: 'ES91 2100 0418 4502 0005 1333' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([
      { path: 'iban', message: expect.stringMatching(/IBAN no es válido/) },
    ]);
    const phone = await saveDetails(list.id, { bizum: '912 34 56 78' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error.fields[0]).toMatchObject({
      path: 'bizum',
      message: expect.stringMatching(/móvil español/),
    });
    // Only the owner saves them.
    const theirs = await as(carmen, 'POST', '/api/direct-transfer/save', {
      listId: list.id,
      iban: IBAN,
      holder: 'Carmen',
    });
    expect(theirs.statusCode).toBe(403);
  });

  it('are masked for whoever can reach the list, whole for the owner and after "Quiero transferir"', async () => {
    const list = await aList();
    const gift = await aGift(list.id);
    const saved = await saveDetails(list.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      ibanMasked: 'ES91 •••• •••• •••• 1332',
      iban: 'ES91 2100 0418 4502 0005 1332',
      bizum: '612 34 56 78',
    });
    for (const who of [carmen, null]) {
      const seen = (await as(who, 'GET', `/api/direct-transfer/get/${list.id}`)).json().data;
      expect(seen).toEqual({
        listId: list.id,
        holder: 'Ana García',
        ibanMasked: 'ES91 •••• •••• •••• 1332',
        bizumMasked: '••• •• •• 78',
        pending: [],
      });
      expect(JSON.stringify(seen)).not.toMatch(/0418|612/);
    }
    const started = await as(null, 'POST', '/api/direct-transfer/start', {
      listId: list.id,
      giftId: gift.id,
      amount: 5000,
      currency: 'EUR',
    });
    expect(started.json().data).toMatchObject({
      holder: 'Ana García',
      iban: 'ES91 2100 0418 4502 0005 1332',
      ibanCompact: 'ES9121000418450200051332',
      bizum: '612 34 56 78',
      amount: 5000,
      currency: 'EUR',
      reference: expect.stringMatching(/^DT-[A-HJ-NP-Z2-9]{6}$/),
    });
    // More than what is missing is refused before any IBAN is given.
    const tooMuch = await as(null, 'POST', '/api/direct-transfer/start', {
      listId: list.id,
      giftId: gift.id,
      amount: 30_000,
      currency: 'EUR',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe('GOAL_EXCEEDED');
    // A list without details says so.
    const none = await aList();
    expect((await as(carmen, 'GET', `/api/direct-transfer/get/${none.id}`)).json().data).toBeNull();
  });

  it('are a 404 to anyone who cannot reach the list, whatever they ask', async () => {
    const friendsOnly = await aList('friends');
    const gift = await aGift(friendsOnly.id);
    expect((await saveDetails(friendsOnly.id)).statusCode).toBe(200);
    expect((await as(carmen, 'GET', `/api/direct-transfer/get/${friendsOnly.id}`)).statusCode).toBe(200);
    for (const who of [stranger, null]) {
      expect((await as(who, 'GET', `/api/direct-transfer/get/${friendsOnly.id}`)).statusCode).toBe(404);
      const start = await as(who, 'POST', '/api/direct-transfer/start', {
        listId: friendsOnly.id,
        giftId: gift.id,
        amount: 1000,
        currency: 'EUR',
      });
      expect(start.statusCode).toBe(404);
      expect(start.body).not.toMatch(/0418/);
    }
    expect((await as(stranger, 'GET', `/api/direct-transfer/list/${friendsOnly.id}`)).statusCode).toBe(404);
    expect((await as(null, 'GET', '/api/direct-transfer/get/no-es-un-id')).statusCode).toBe(404);
  });

  it('can be removed: givers no longer see them', async () => {
    const list = await aList();
    await saveDetails(list.id);
    const removed = await as(owner, 'DELETE', `/api/direct-transfer/delete/${list.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await as(carmen, 'GET', `/api/direct-transfer/get/${list.id}`)).json().data).toBeNull();
    expect((await as(carmen, 'DELETE', `/api/direct-transfer/delete/${list.id}`)).statusCode).toBe(403);
  });
});

describe('declaring and answering', () => {
  it('a confirmed transfer counts toward the goal once; nothing enters the wallet or the ledger', async () => {
    const list = await aList();
    const gift = await aGift(list.id);
    await saveDetails(list.id);
    const { res, reference } = await give(carmen, gift, 5000);
    expect(res.statusCode, res.body).toBe(200);
    const pledge = res.json().data;
    expect(pledge).toMatchObject({ status: 'pending', amount: 5000, reference, giverName: 'Carmen' });

    // Pending: shown apart, not raised.
    expect(await funding(gift)).toMatchObject({ raised: 0, givers: 0 });
    expect((await as(null, 'GET', `/api/direct-transfer/get/${list.id}`)).json().data.pending).toEqual([
      { giftId: gift.id, amount: 5000, currency: 'EUR' },
    ]);
    // The owner was told, without the name before the reveal.
    const [told] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id))
      .orderBy(sql`${notifications.createdAt} desc`)
      .limit(1);
    expect(told?.title).toBe(
      'Alguien dice que te ha hecho una transferencia de 50,00\u00a0€ para «Cafetera»',
    );
    expect(told?.body).toContain(reference);
    // …and in the owner's list of pledges: amount, gift and reference, no name yet.
    const mine = (await as(owner, 'GET', `/api/direct-transfer/list/${list.id}`)).json().data;
    expect(mine).toEqual([
      expect.objectContaining({
        id: pledge.id,
        amount: 5000,
        gift: { id: gift.id, name: 'Cafetera' },
        giverName: null,
      }),
    ]);

    // Only the owner answers; anyone else gets a 404.
    expect((await decide(pledge.id, true, carmen)).statusCode).toBe(404);
    const ok = await decide(pledge.id, true);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'confirmed', decidedAt: expect.any(String) });
    expect(await funding(gift)).toMatchObject({ raised: 5000, givers: 1, goal: 20_000 });
    // Answered once: a second answer, either way, changes nothing.
    expect((await decide(pledge.id, true)).statusCode).toBe(409);
    expect((await decide(pledge.id, false)).statusCode).toBe(409);
    expect((await funding(gift)).raised).toBe(5000);
    // The giver heard.
    const [heard] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, carmen.user.id), eq(notifications.type, 'direct_transfer')));
    expect(heard?.title).toBe('A Ana le ha llegado tu transferencia de 50,00\u00a0€ para «Cafetera»');

    // Nothing moved through Detalle.
    const [moved] = await t.app.db.select({ n: count() }).from(ledgerTransfers);
    const [paid] = await t.app.db.select({ n: count() }).from(payments);
    expect({ transfers: moved?.n, payments: paid?.n }).toEqual({ transfers: 0, payments: 0 });
    const balances = (await as(owner, 'GET', '/api/dashboard/balanceUser')).json().data.balances;
    expect(
      balances.every((b: { pending: number; available: number }) => b.pending === 0 && b.available === 0),
    ).toBe(true);
    await expectLedgerConsistent(t.app);

    // Confirmed money makes the rest of the goal the most anyone may give, by card or by transfer.
    const tooMuch = await as(null, 'POST', '/api/direct-transfer/start', {
      listId: list.id,
      giftId: gift.id,
      amount: 15_001,
      currency: 'EUR',
    });
    expect(tooMuch.json().error.message).toBe('Solo faltan 150,00\u00a0€ para este regalo.');
    // …and the gift can no longer be reserved whole.
    const reserve = await as(carmen, 'PUT', `/api/gift/reserve/${gift.id}`, { showName: true });
    expect(reserve.json().error?.code).toBe('GIFT_HAS_CONTRIBUTIONS');
  });

  it('a rejected transfer counts for nothing, and the database refuses changing an answer', async () => {
    const list = await aList();
    const gift = await aGift(list.id);
    await saveDetails(list.id);
    const { res } = await give(carmen, gift, 2000);
    const pledge = res.json().data;
    const no = await decide(pledge.id, false);
    expect(no.json().data.status).toBe('rejected');
    expect(await funding(gift)).toMatchObject({ raised: 0, givers: 0 });
    expect((await decide(pledge.id, true)).statusCode).toBe(409);
    expect((await funding(gift)).raised).toBe(0);
    const [heard] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, carmen.user.id))
      .orderBy(sql`${notifications.createdAt} desc`)
      .limit(1);
    expect(heard?.title).toMatch(/^Ana dice que no le ha llegado tu transferencia de 20,00/);
    // Even bypassing the service, an answered pledge keeps its answer.
    await expect(
      t.app.db
        .update(directTransferPledges)
        .set({ status: 'confirmed' })
        .where(eq(directTransferPledges.id, pledge.id)),
    ).rejects.toThrow();
  });

  it('a guest gives a name and an e-mail, is rate-limited like a guest payment, and hears by e-mail', async () => {
    const list = await aList();
    const gift = await aGift(list.id);
    await saveDetails(list.id);
    // Without name and e-mail: a Spanish 400 naming the fields.
    const bare = await give(null, gift, 3000, { name: undefined, email: undefined });
    expect(bare.res.statusCode).toBe(400);
    expect(bare.res.json().error.fields.map((f: { path: string }) => f.path)).toContain('email');
    const badMail = await give(null, gift, 3000, { email: 'no-es-un-correo' });
    expect(badMail.res.statusCode).toBe(400);
    const forged = await give(null, gift, 3000, { reference: 'DT-000000' });
    expect(forged.res.statusCode).toBe(400);
    // Without an Idempotency-Key: refused.
    const noKey = await give(null, gift, 3000, {}, {});
    expect(noKey.res.statusCode).toBe(400);

    const headers = key();
    const { res, guest, reference } = await give(null, gift, 3000, { showName: false }, headers);
    expect(res.statusCode, res.body).toBe(200);
    const pledge = res.json().data;
    expect(pledge).toMatchObject({ status: 'pending', giverName: 'Gala', reference });
    // A retry with the same key is the same pledge.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/direct-transfer/declare',
      payload: {
        listId: list.id,
        giftId: gift.id,
        amount: 3000,
        currency: 'EUR',
        reference,
        showName: false,
        ...guest,
      },
      headers,
      remoteAddress: nextAddress(),
    });
    expect(again.json().data.id).toBe(pledge.id);
    const [n] = await t.app.db
      .select({ n: count() })
      .from(directTransferPledges)
      .where(eq(directTransferPledges.listId, list.id));
    expect(n?.n).toBe(1);

    // The owner sees neither the guest's name nor e-mail.
    const mine = (await as(owner, 'GET', `/api/direct-transfer/list/${list.id}`)).json().data;
    expect(JSON.stringify(mine)).not.toMatch(/Gala|gala\./);

    // Confirmed: the guest is e-mailed through the outbox.
    expect((await decide(pledge.id, true)).statusCode).toBe(200);
    const mails = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, guest.email as string));
    expect(mails.map((m) => m.subject)).toEqual([
      'A Ana le ha llegado tu transferencia de 30,00\u00a0€ para «Cafetera»',
    ]);

    // Guests share the guest payments' budget per address.
    const from = '10.200.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/direct-transfer/declare',
        payload: {
          listId: list.id,
          giftId: gift.id,
          amount: 100,
          currency: 'EUR',
          reference: `DT-${'ABCDEFGHJKL'[i]}AAAAA`,
          name: 'Gala',
          email: `gala${i}@ejemplo.com`,
        },
        headers: key(),
        remoteAddress: from,
      });
      codes.push(r.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('the owner cannot give to their own list, nor anyone to a closed or reserved gift', async () => {
    const list = await aList();
    const gift = await aGift(list.id);
    await saveDetails(list.id);
    const own = await as(owner, 'POST', '/api/direct-transfer/start', {
      listId: list.id,
      giftId: gift.id,
      amount: 1000,
      currency: 'EUR',
    });
    expect(own.statusCode).toBe(409);
    const other = await aGift((await aList()).id);
    const wrongList = await as(carmen, 'POST', '/api/direct-transfer/start', {
      listId: list.id,
      giftId: other.id,
      amount: 1000,
      currency: 'EUR',
    });
    expect(wrongList.statusCode).toBe(404);
    const dollars = await as(carmen, 'POST', '/api/direct-transfer/start', {
      listId: list.id,
      giftId: gift.id,
      amount: 1000,
      currency: 'USD',
    });
    expect(dollars.statusCode).toBe(400);
  });

  it('after the reveal, the owner sees who let their name show', async () => {
    const list = await aList();
    const gift = await aGift(list.id);
    await saveDetails(list.id);
    await give(carmen, gift, 1000, { showName: true });
    await give(carmen, gift, 1500, { showName: false });
    expect((await as(owner, 'PUT', `/api/list/opened/${list.id}`)).statusCode).toBe(200);
    const names = (await as(owner, 'GET', `/api/direct-transfer/list/${list.id}`))
      .json()
      .data.map((p: { amount: number; giverName: string | null }) => [p.amount, p.giverName]);
    expect(names).toEqual(
      expect.arrayContaining([
        [1000, 'Carmen'],
        [1500, null],
      ]),
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)('answering twice at once (PostgreSQL)', () => {
  it('"Me ha llegado" twice at once counts the money once', async () => {
    const list = await aList();
    const gift = await aGift(list.id);
    await saveDetails(list.id);
    const { res } = await give(carmen, gift, 4000);
    const id = res.json().data.id;
    const answers = await Promise.all([
      decide(id, true),
      decide(id, true),
      decide(id, false),
      decide(id, true),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const status = answers.find((a) => a.statusCode === 200)?.json().data.status;
    expect((await funding(gift)).raised).toBe(status === 'confirmed' ? 4000 : 0);
  });
});

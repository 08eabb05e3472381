import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  directTransferDetails,
  eventOrganisers,
  events,
  listOwners,
  lists,
  notifications,
  payments,
  thankItems,
  thanks,
} from '../src/db/schema/index.js';
import { scanReminders } from '../src/modules/reminders/scan.js';
import { buildTestApp, fakeWebDir, testClient, type Who } from './helpers.js';

/**
 * A list run by several owners (a couple's wedding list): every owner may do on it what a single owner could,
 * is told what happens on it and keeps its surprise; its money still reaches the one who receives it
 * (`lists.owner_id`). Owners are added and removed here with SQL: the management API is tested on its own.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let lucia: Who; // made the lists and receives their money
let marcos: Who; // runs them with her
let ana: Who; // a friend of both, who gives
const { as, person, befriend } = testClient(() => t.app, { lastname: 'Juntos' });
const key = () => ({ 'idempotency-key': randomUUID() });
const future = (days = 30) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const IBAN = 'ES9121000418450200051332';

async function ok(res: Awaited<ReturnType<typeof as>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const coOwn = (listId: string, who: Who) =>
  t.app.db.insert(listOwners).values({ listId, userId: who.user.id });
const removeOwner = (listId: string, who: Who) =>
  t.app.db.delete(listOwners).where(and(eq(listOwners.listId, listId), eq(listOwners.userId, who.user.id)));

async function aSharedList(name: string, extra: object = {}) {
  const list = await ok(
    await as(lucia, 'POST', '/api/list/save', { name, visibility: 'friends', date: future(), ...extra }),
  );
  await coOwn(list.id, marcos);
  return list as { id: string; name: string; date: string };
}

async function aSharedEvent(name: string) {
  const event = await ok(
    await as(lucia, 'POST', '/api/event/save', {
      name,
      startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      visibility: 'friends',
    }),
  );
  await t.app.db.insert(eventOrganisers).values({ eventId: event.id, userId: marcos.user.id });
  return event as { id: string };
}

const addGift = async (who: Who, listId: string, name: string, amount = 4000, group = false) =>
  ok(
    await as(who, 'POST', '/api/list/gift/save', {
      listId,
      product: { name, price: { amount, currency: 'EUR' } },
      group,
    }),
  );

const notesOf = (who: Who, type: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, type)));

const testCard = { kind: 'test', number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
async function withCard(who: Who) {
  await ok(
    await as(who, 'POST', '/api/card/save', {
      ...testCard,
      holder: `${who.user.name} Juntos`,
      makeDefault: true,
    }),
  );
}

/** A guest pays toward a gift of a public list, naming who their page says receives (or no one). */
const guestPays = (giftId: string, to?: Who) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/guest',
    headers: key(),
    remoteAddress: '10.9.0.1',
    payload: {
      giftId,
      ...(to ? { to: to.user.id } : {}),
      amount: 1000,
      currency: 'EUR',
      name: 'Gala',
      email: `gala.${randomUUID().slice(0, 8)}@ejemplo.com`,
      card: { ...testCard, holder: 'Gala' },
    },
  });

const webDir = fakeWebDir();
beforeAll(async () => {
  t = await buildTestApp({ webDir });
  [lucia, marcos, ana] = await Promise.all([person('Lucía'), person('Marcos'), person('Ana')]);
  await befriend(lucia, ana);
  await befriend(marcos, ana);
  await withCard(ana);
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('a co-owner', () => {
  it('does on the list whatever its maker can, and nothing once removed', async () => {
    const list = await aSharedList('Boda');
    const byLucia = await addGift(lucia, list.id, 'Vajilla');
    // The list, its gifts and a product the other owner typed.
    await ok(await as(marcos, 'PUT', `/api/list/update/${list.id}`, { name: 'Nuestra boda' }));
    const byMarcos = await addGift(marcos, list.id, 'Cafetera');
    await ok(await as(marcos, 'PUT', `/api/gift/update/${byLucia.id}`, { note: 'La blanca' }));
    const renamed = await ok(
      await as(marcos, 'PUT', `/api/product/update/${byLucia.product.id}`, { name: 'Vajilla blanca' }),
    );
    expect(renamed.name).toBe('Vajilla blanca');
    // Funds.
    const fund = await ok(
      await as(marcos, 'POST', '/api/list/fund/save', { listId: list.id, name: 'Viaje', currency: 'EUR' }),
    );
    await ok(await as(marcos, 'PUT', `/api/list/fund/update/${fund.id}`, { name: 'Viaje a Japón' }));
    await ok(await as(marcos, 'PUT', `/api/gift/close/${fund.id}`));
    // Direct transfers: the account is the receiver's, yet the whole IBAN is theirs to read.
    await ok(
      await as(lucia, 'POST', '/api/direct-transfer/save', {
        listId: list.id,
        iban: IBAN,
        holder: 'Lucía',
      }),
    );
    expect((await ok(await as(marcos, 'GET', `/api/direct-transfer/get/${list.id}`))).iban).toBeDefined();
    await ok(await as(marcos, 'GET', `/api/direct-transfer/list/${list.id}`));
    await ok(await as(marcos, 'PUT', `/api/list/charity/${list.id}`, { ongId: null }));
    // Importing, and reading an import the other owner started.
    const started = await ok(
      await as(marcos, 'POST', `/api/list/import/${list.id}`, {
        source: 'links',
        text: 'http://127.0.0.1:9/a',
      }),
    );
    await ok(await as(lucia, 'GET', `/api/list/import/${started.id}`));
    const exported = (await as(marcos, 'GET', '/api/list/export?format=json')).json();
    expect(exported.lists.map((l: { name: string }) => l.name)).toContain('Nuestra boda');
    await ok(await as(marcos, 'DELETE', `/api/list/gift/delete/${list.id}/${byMarcos.id}`));
    // Their own list: they may not give to it.
    expect((await as(marcos, 'PUT', `/api/gift/reserve/${byLucia.id}`)).json().error.code).toBe(
      'OWN_LIST_GIFT',
    );
    expect((await as(marcos, 'PUT', `/api/gift/bought/${byLucia.id}`)).json().error.code).toBe(
      'OWN_LIST_GIFT',
    );

    await removeOwner(list.id, marcos);
    const refused = [
      await as(marcos, 'PUT', `/api/list/update/${list.id}`, { name: 'Mía' }),
      await as(marcos, 'POST', '/api/list/gift/save', {
        listId: list.id,
        product: { name: 'Otra', price: { amount: 100, currency: 'EUR' } },
      }),
      await as(marcos, 'PUT', `/api/gift/update/${byLucia.id}`, { note: 'Otra nota' }),
      await as(marcos, 'PUT', `/api/product/update/${byLucia.product.id}`, { name: 'Otra cosa' }),
      await as(marcos, 'POST', '/api/list/fund/save', {
        listId: list.id,
        name: 'Otro fondo',
        currency: 'EUR',
      }),
      await as(marcos, 'PUT', `/api/list/fund/update/${fund.id}`, { name: 'Otro viaje' }),
      await as(marcos, 'PUT', `/api/gift/close/${fund.id}`),
      await as(marcos, 'POST', '/api/direct-transfer/save', {
        listId: list.id,
        iban: IBAN,
        holder: 'Marcos',
      }),
      await as(marcos, 'DELETE', `/api/direct-transfer/delete/${list.id}`),
      await as(marcos, 'GET', `/api/direct-transfer/list/${list.id}`),
      await as(marcos, 'PUT', `/api/list/charity/${list.id}`, { ongId: null }),
      await as(marcos, 'POST', `/api/list/import/${list.id}`, {
        source: 'links',
        text: 'http://127.0.0.1:9/b',
      }),
      await as(marcos, 'GET', `/api/list/import/${started.id}`),
      await as(marcos, 'DELETE', `/api/list/gift/delete/${list.id}/${byLucia.id}`),
      await as(marcos, 'PUT', `/api/list/opened/${list.id}`),
      await as(marcos, 'DELETE', `/api/list/delete/${list.id}`),
    ];
    for (const res of refused) expect([403, 404], res.body).toContain(res.statusCode);
    const exportedAfter = (await as(marcos, 'GET', '/api/list/export?format=json')).json();
    expect(exportedAfter.lists.map((l: { name: string }) => l.name)).not.toContain('Nuestra boda');
    const mine = await ok(await as(marcos, 'GET', '/api/list/getPagination?lim=50&pos=0'));
    expect(mine.list.map((l: { id: string }) => l.id)).not.toContain(list.id);
  });

  it('once removed, reads nothing of it: gifts, prices, what was given, transfers, thanks', async () => {
    const list = await aSharedList('Boda de primavera');
    const tetera = await addGift(lucia, list.id, 'Tetera');
    const viaje = await addGift(lucia, list.id, 'Viaje', 50_000, true);
    await ok(await as(ana, 'PUT', `/api/gift/reserve/${tetera.id}`));
    await ok(await as(ana, 'PUT', `/api/gift/given/${tetera.id}`));
    await ok(
      await as(lucia, 'POST', '/api/direct-transfer/save', { listId: list.id, iban: IBAN, holder: 'Lucía' }),
    );
    const transfer = { listId: list.id, giftId: viaje.id, amount: 3000, currency: 'EUR' };
    const { reference } = await ok(await as(ana, 'POST', '/api/direct-transfer/start', transfer));
    const pledge = await ok(
      await as(
        ana,
        'POST',
        '/api/direct-transfer/declare',
        { ...transfer, reference, showName: true },
        key(),
      ),
    );
    await ok(await as(lucia, 'PUT', `/api/list/opened/${list.id}`));
    const received = async () =>
      (await ok(await as(marcos, 'GET', '/api/gift/received?lim=50&pos=0'))).list.map(
        (r: { id: string }) => r.id,
      );
    // While he runs it, Marcos reads all of it.
    const gifts = await ok(await as(marcos, 'GET', `/api/list/gift/get/${list.id}`));
    expect(gifts.find((g: { id: string }) => g.id === tetera.id).reservedByName).toBe('Ana');
    await ok(await as(marcos, 'GET', `/api/product/prices/${tetera.product.id}`));
    expect(await received()).toContain(`gift:${tetera.id}`);
    const pledges = await ok(await as(marcos, 'GET', `/api/direct-transfer/list/${list.id}`));
    expect(JSON.stringify(pledges)).toContain(pledge.id);

    await removeOwner(list.id, marcos);
    const refused = {
      list: await as(marcos, 'GET', `/api/list/get/${list.id}`),
      gifts: await as(marcos, 'GET', `/api/list/gift/get/${list.id}`),
      copy: await as(marcos, 'POST', '/api/list/copy', { listId: list.id }),
      prices: await as(marcos, 'GET', `/api/product/prices/${tetera.product.id}`),
      recheck: await as(marcos, 'POST', `/api/product/recheck/${tetera.product.id}`),
      decide: await as(marcos, 'POST', `/api/direct-transfer/decide/${pledge.id}`, { arrived: true }),
      owners: await as(marcos, 'GET', `/api/list/owners/${list.id}`),
      thanks: await as(marcos, 'POST', '/api/thanks/save', {
        items: [`gift:${tetera.id}`],
        message: '¡Gracias!',
        sticker: 'corazon',
      }),
    };
    for (const [call, res] of Object.entries(refused))
      expect([403, 404], `${call}: ${res.body}`).toContain(res.statusCode);
    expect(await received()).not.toContain(`gift:${tetera.id}`);
    // Nothing was sent or decided in the list's name.
    expect(await notesOf(ana, 'thanks')).toEqual([]);
    const still = await ok(await as(lucia, 'GET', `/api/direct-transfer/list/${list.id}`));
    expect(JSON.stringify(still)).not.toContain('confirmed');
  });

  it('once removed yet a friend, sees it as a friend does: whose gift is hidden again', async () => {
    const [vera, tomas] = await Promise.all([person('Vera'), person('Tomás')]);
    await befriend(vera, tomas);
    await befriend(vera, ana);
    const list = await ok(
      await as(vera, 'POST', '/api/list/save', {
        name: 'Boda de Vera',
        visibility: 'friends',
        date: future(),
      }),
    );
    await coOwn(list.id, tomas);
    const jarra = await addGift(vera, list.id, 'Jarra');
    await ok(await as(ana, 'PUT', `/api/gift/reserve/${jarra.id}`));
    await ok(await as(vera, 'PUT', `/api/list/opened/${list.id}`));
    const seen = async () => ok(await as(tomas, 'GET', `/api/list/get/${list.id}`));
    expect((await seen()).gifts[0].reservedByName).toBe('Ana');
    await removeOwner(list.id, tomas);
    const asFriend = await seen();
    expect(asFriend.isMine).toBe(false);
    expect(asFriend.gifts[0].status).toBe('reserved');
    expect(JSON.stringify(asFriend)).not.toContain('Ana');
    expect((await as(tomas, 'GET', `/api/list/owners/${list.id}`)).statusCode).toBe(403);
  });

  it("is named with the list's maker wherever the list is shared", async () => {
    const list = await aSharedList('Boda en la playa', { visibility: 'public' });
    const page = await t.app.inject(`/regalar?lista=${list.id}`);
    expect(page.body).toContain('La lista de regalos de Lucía y Marcos');
  });

  it('may not delete the list unless they receive its money', async () => {
    const list = await aSharedList('Bautizo');
    const refused = await as(marcos, 'DELETE', `/api/list/delete/${list.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Solo quien recibe el dinero puede borrar la lista. Si ya no quieres llevarla, sal de ella.',
    );
    await ok(await as(marcos, 'GET', `/api/list/get/${list.id}`));
    await ok(await as(lucia, 'DELETE', `/api/list/delete/${list.id}`));
    expect((await as(marcos, 'GET', `/api/list/get/${list.id}`)).statusCode).toBe(404);
  });

  it('fixes a product only when every list holding it is one they run', async () => {
    const shared = await aSharedList('Cocina');
    const mine = await ok(
      await as(lucia, 'POST', '/api/list/save', { name: 'Solo mía', visibility: 'private' }),
    );
    const cafetera = await addGift(lucia, shared.id, 'Cafetera');
    await ok(
      await as(lucia, 'POST', '/api/list/gift/save', { listId: mine.id, productId: cafetera.product.id }),
    );
    const rename = (who: Who) =>
      as(who, 'PUT', `/api/product/update/${cafetera.product.id}`, {
        name: 'Cosa fea',
        price: { amount: 99_999, currency: 'EUR' },
      });
    const refused = await rename(marcos);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Este producto también está en una lista que no llevas: solo puede cambiarlo quien lleva todas las listas donde está.',
    );
    expect((await ok(await as(lucia, 'GET', `/api/list/get/${mine.id}`))).gifts[0].product.name).toBe(
      'Cafetera',
    );
    // Its author runs both lists; once removed from the shared one, neither may change what the other shows.
    await ok(await rename(lucia));
    const byMarcos = await addGift(marcos, shared.id, 'Tostadora');
    await removeOwner(shared.id, marcos);
    expect((await rename(lucia)).statusCode).toBe(200);
    const own = await as(marcos, 'PUT', `/api/product/update/${byMarcos.product.id}`, { name: 'Otra' });
    expect(own.statusCode).toBe(403);
  });

  it("sees the list's dates as theirs, in the calendar and the feed, until removed", async () => {
    const list = await aSharedList('Aniversario', { date: '2027-09-18' });
    const month = () => as(marcos, 'GET', '/api/calendar/byMonth?year=2027&month=9');
    expect(await ok(await month())).toContainEqual({
      kind: 'list',
      id: list.id,
      name: 'Aniversario',
      date: '2027-09-18',
      ownerName: null,
    });
    // A friend of both sees it named by both.
    const anas = await ok(await as(ana, 'GET', '/api/calendar/byMonth?year=2027&month=9'));
    expect(anas.find((i: { id: string }) => i.id === list.id)?.ownerName).toBe('Lucía y Marcos');
    const feed = await ok(await as(marcos, 'POST', '/api/calendar/feed/renew'));
    const read = async () => (await t.app.inject({ method: 'GET', url: new URL(feed.url).pathname })).body;
    expect(await read()).toContain('Aniversario');
    await removeOwner(list.id, marcos);
    expect((await ok(await month())).map((i: { id: string }) => i.id)).not.toContain(list.id);
    expect(await read()).not.toContain('Aniversario');
  });
});

describe('the surprise and what the owners are told', () => {
  it('keeps givers secret from every owner until one opens it all, then tells the other', async () => {
    const list = await aSharedList('Casa nueva');
    const gift = await addGift(lucia, list.id, 'Lámpara');
    await ok(await as(ana, 'PUT', `/api/gift/reserve/${gift.id}`));
    await ok(await as(ana, 'PUT', `/api/gift/given/${gift.id}`));
    for (const owner of [lucia, marcos]) {
      const told = (await notesOf(owner, 'recibe_gitf')).filter((n) => n.data.giftId === gift.id);
      expect(told).toHaveLength(1);
      expect(told[0]?.title).not.toContain('Ana');
      const seen = await as(owner, 'GET', `/api/list/get/${list.id}`);
      expect(seen.body).not.toContain('Ana');
    }
    const opened = await ok(await as(marcos, 'PUT', `/api/list/opened/${list.id}`));
    expect(opened.reveal.revealed).toBe(true);
    const toLucia = (await notesOf(lucia, 'list')).filter((n) => n.data.listId === list.id);
    expect(toLucia.map((n) => n.title)).toEqual(['Marcos lo ha abierto todo en «Casa nueva»']);
    expect((await notesOf(marcos, 'list')).filter((n) => n.data.listId === list.id)).toEqual([]);
    for (const owner of [lucia, marcos]) {
      const gifts = (await ok(await as(owner, 'GET', `/api/list/get/${list.id}`))).gifts;
      expect(gifts[0].reservedByName).toBe('Ana');
    }
    // Opening again tells nobody again.
    await ok(await as(lucia, 'PUT', `/api/list/opened/${list.id}`));
    expect((await notesOf(marcos, 'list')).filter((n) => n.data.listId === list.id)).toEqual([]);
  });

  it('tells every owner of a declared transfer, and any of them confirms it', async () => {
    const list = await aSharedList('Viaje');
    const gift = await addGift(lucia, list.id, 'Billetes', 50_000, true);
    await ok(
      await as(lucia, 'POST', '/api/direct-transfer/save', { listId: list.id, iban: IBAN, holder: 'Lucía' }),
    );
    const started = await ok(
      await as(ana, 'POST', '/api/direct-transfer/start', {
        listId: list.id,
        giftId: gift.id,
        amount: 3000,
        currency: 'EUR',
      }),
    );
    const pledge = await ok(
      await as(
        ana,
        'POST',
        '/api/direct-transfer/declare',
        {
          listId: list.id,
          giftId: gift.id,
          amount: 3000,
          currency: 'EUR',
          reference: started.reference,
          showName: true,
        },
        key(),
      ),
    );
    for (const owner of [lucia, marcos])
      expect(
        (await notesOf(owner, 'direct_transfer')).filter((n) => n.data.pledgeId === pledge.id),
      ).toHaveLength(1);
    const decided = await ok(
      await as(marcos, 'POST', `/api/direct-transfer/decide/${pledge.id}`, { arrived: true }),
    );
    expect(decided.status).toBe('confirmed');
    const [toAna] = (await notesOf(ana, 'direct_transfer')).filter((n) => n.data.pledgeId === pledge.id);
    expect(toAna?.title).toContain('A Marcos le ha llegado');
  });
});

describe('money', () => {
  it('reaches the owner who receives; a stale page is told the receiver changed', async () => {
    const list = await aSharedList('Boda civil');
    const gift = await addGift(lucia, list.id, 'Sofá', 20_000, true);
    const pay = (to: Who, who: Who = ana) =>
      as(
        who,
        'POST',
        '/api/payment/save',
        { to: to.user.id, giftId: gift.id, amount: 1000, currency: 'EUR' },
        key(),
      );
    const first = await ok(await pay(lucia));
    expect(first.status).toBe('succeeded');
    const stale = await pay(marcos);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('RECEIVER_CHANGED');
    expect(stale.json().error.message).toBe(
      'Ha cambiado quién recibe el dinero de esta lista. Recarga la página y vuelve a intentarlo.',
    );
    expect((await pay(lucia, marcos)).json().error.code).toBe('OWN_LIST_GIFT');
    // The owners choose Marcos: money from now on reaches him, what was given stays Lucía's.
    await t.app.db.update(lists).set({ ownerId: marcos.user.id }).where(eq(lists.id, list.id));
    expect((await pay(lucia)).json().error.code).toBe('RECEIVER_CHANGED');
    const second = await ok(await pay(marcos));
    // A guest whose page still names Lucía is told too.
    await t.app.db.update(lists).set({ visibility: 'public' }).where(eq(lists.id, list.id));
    expect((await guestPays(gift.id, lucia)).json().error.code).toBe('RECEIVER_CHANGED');
    expect((await guestPays(gift.id, marcos)).statusCode).toBe(200);
    const rows = await t.app.db.select().from(payments).where(eq(payments.listId, list.id));
    const recipientOf = (id: string) => rows.find((p) => p.id === id)?.recipientId;
    expect([recipientOf(first.id), recipientOf(second.id)]).toEqual([lucia.user.id, marcos.user.id]);
  });
});

describe('the account givers transfer to', () => {
  const save = (who: Who, listId: string) =>
    as(who, 'POST', '/api/direct-transfer/save', { listId, iban: IBAN, holder: who.user.name });
  const shown = async (listId: string) =>
    (await t.app.db.select().from(directTransferDetails).where(eq(directTransferDetails.listId, listId)))[0];

  it('is only the receiver’s, and goes when another owner receives', async () => {
    const list = await aSharedList('Luna de miel');
    for (const refused of [
      await save(marcos, list.id),
      await as(marcos, 'DELETE', `/api/direct-transfer/delete/${list.id}`),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(
        'Solo quien recibe el dinero de la lista puede poner su cuenta.',
      );
    }
    await ok(await save(lucia, list.id));
    await ok(await as(lucia, 'PUT', `/api/list/owners/receiver/${list.id}`, { userId: marcos.user.id }));
    expect(await shown(list.id)).toBeUndefined();
    expect(await ok(await as(ana, 'GET', `/api/direct-transfer/get/${list.id}`))).toBeNull();
    expect((await save(lucia, list.id)).statusCode).toBe(403);
    await ok(await save(marcos, list.id));
    expect((await shown(list.id))?.holder).toBe('Marcos');
    // The receiver leaving passes the money on, and their account goes with it.
    await ok(await as(marcos, 'DELETE', `/api/list/owners/${list.id}/${marcos.user.id}`));
    expect(await shown(list.id)).toBeUndefined();
  });

  it('goes with the account of the receiver, while the list passes to another owner', async () => {
    const [vera, tomas] = await Promise.all([person('Vera'), person('Tomás')]);
    const list = await ok(
      await as(vera, 'POST', '/api/list/save', { name: 'Boda de Vera', visibility: 'friends' }),
    );
    await coOwn(list.id, tomas);
    await ok(await save(vera, list.id));
    await ok(await as(vera, 'DELETE', '/api/user/delete', { confirm: true }));
    const [row] = await t.app.db.select({ ownerId: lists.ownerId }).from(lists).where(eq(lists.id, list.id));
    expect(row?.ownerId).toBe(tomas.user.id);
    expect(await shown(list.id)).toBeUndefined();
  });
});

describe('an event run together', () => {
  const payFor = (eventId: string, to: Who, who: Who = ana) =>
    as(who, 'POST', '/api/payment/save', { to: to.user.id, eventId, amount: 1000, currency: 'EUR' }, key());

  it('takes no money from its own organisers', async () => {
    const event = await aSharedEvent('Cena de aniversario');
    await withCard(marcos);
    const refused = await payFor(event.id, lucia, marcos);
    expect(refused.json().error).toMatchObject({
      code: 'OWN_LIST_GIFT',
      message: 'Organizas este evento: no puedes darte dinero para él.',
    });
  });

  it('tells a stale page the receiver changed, also when they no longer organise it', async () => {
    const event = await aSharedEvent('Fiesta de despedida');
    await t.app.db.update(events).set({ organiserId: marcos.user.id }).where(eq(events.id, event.id));
    await t.app.db
      .delete(eventOrganisers)
      .where(and(eq(eventOrganisers.eventId, event.id), eq(eventOrganisers.userId, lucia.user.id)));
    const stale = await payFor(event.id, lucia);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('RECEIVER_CHANGED');
    expect((await ok(await payFor(event.id, marcos))).status).toBe('succeeded');
  });
});

describe('a stale page', () => {
  it('naming an owner who left is told the receiver changed, not that the list is gone', async () => {
    const list = await aSharedList('Boda en otoño');
    const gift = await addGift(lucia, list.id, 'Nevera', 30_000, true);
    await t.app.db.update(lists).set({ ownerId: marcos.user.id }).where(eq(lists.id, list.id));
    await removeOwner(list.id, lucia);
    const stale = await as(
      ana,
      'POST',
      '/api/payment/save',
      { to: lucia.user.id, giftId: gift.id, amount: 1000, currency: 'EUR' },
      key(),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('RECEIVER_CHANGED');
  });

  it('of a guest who sends no receiver pays the one who receives now', async () => {
    const list = await aSharedList('Boda en la sierra', { visibility: 'public' });
    const gift = await addGift(lucia, list.id, 'Horno', 30_000, true);
    await t.app.db.update(lists).set({ ownerId: marcos.user.id }).where(eq(lists.id, list.id));
    const paid = await ok(await guestPays(gift.id));
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, paid.id));
    expect(row?.recipientId).toBe(marcos.user.id);
  });
});

describe('thanks', () => {
  it('a co-owner who does not receive sees the gifts and money, and thanks in the name of both', async () => {
    const list = await aSharedList('Boda de Lucía y Marcos');
    const gift = await addGift(lucia, list.id, 'Tostadora');
    const sofa = await addGift(lucia, list.id, 'Sillón', 20_000, true);
    await ok(await as(ana, 'PUT', `/api/gift/reserve/${gift.id}`));
    await ok(await as(ana, 'PUT', `/api/gift/given/${gift.id}`));
    const paid = await ok(
      await as(
        ana,
        'POST',
        '/api/payment/save',
        { to: lucia.user.id, giftId: sofa.id, amount: 2000, currency: 'EUR', showName: true },
        key(),
      ),
    );
    await ok(await as(lucia, 'PUT', `/api/list/opened/${list.id}`));
    const received = await ok(await as(marcos, 'GET', '/api/gift/received?lim=50&pos=0'));
    const ids = received.list.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([`gift:${gift.id}`, `payment:${paid.id}`]));
    const sent = await ok(
      await as(marcos, 'POST', '/api/thanks/save', {
        items: [`gift:${gift.id}`, `payment:${paid.id}`],
        message: '¡Gracias!',
        sticker: 'corazon',
      }),
    );
    expect(sent.sent).toBe(1);
    const again = await as(lucia, 'POST', '/api/thanks/save', {
      items: [`gift:${gift.id}`],
      message: 'Otra vez',
      sticker: 'flores',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_THANKED');
    const [note] = await notesOf(ana, 'thanks');
    expect(note?.title).toBe('Marcos y Lucía te han enviado un mensaje de agradecimiento');
    const read = await ok(await as(ana, 'GET', `/api/thanks/get/${note?.data.thanksId}`));
    expect(read.signedBy).toEqual(['Marcos', 'Lucía']);
    expect(read.from).toMatchObject({ id: marcos.user.id, name: 'Marcos y Lucía', lastname: '' });
    // Lucía's "received" shows it thanked as well.
    const hers = await ok(await as(lucia, 'GET', '/api/gift/received?lim=50&pos=0&unthanked=true'));
    expect(hers.list.map((r: { id: string }) => r.id)).not.toContain(`gift:${gift.id}`);

    // Lucía hands the money to Marcos and stops running the list: the note Ana keeps is still signed by
    // both, as it was sent.
    await ok(await as(lucia, 'PUT', `/api/list/owners/receiver/${list.id}`, { userId: marcos.user.id }));
    await ok(await as(lucia, 'DELETE', `/api/list/owners/${list.id}/${lucia.user.id}`));
    const later = await ok(await as(ana, 'GET', `/api/thanks/get/${note?.data.thanksId}`));
    expect(later.signedBy).toEqual(['Marcos', 'Lucía']);
    expect(later.from.name).toBe('Marcos y Lucía');
  });
});

describe('thanks still owed', () => {
  it('reminds every owner of what neither has thanked yet', async () => {
    const list = await aSharedList('Boda de invierno');
    const [first, second] = [await addGift(lucia, list.id, 'Manta'), await addGift(lucia, list.id, 'Jarra')];
    for (const gift of [first, second]) {
      await ok(await as(ana, 'PUT', `/api/gift/reserve/${gift.id}`));
      await ok(await as(ana, 'PUT', `/api/gift/given/${gift.id}`));
    }
    await ok(await as(lucia, 'PUT', `/api/list/opened/${list.id}`));
    await ok(
      await as(marcos, 'POST', '/api/thanks/save', {
        items: [`gift:${first.id}`],
        message: '¡Gracias!',
        sticker: 'globos',
      }),
    );
    // 22 February is a week before 1 March; at 09:05 in Madrid each owner's reminder hour has come.
    await t.app.db.update(lists).set({ date: '2027-02-22' }).where(eq(lists.id, list.id));
    await scanReminders(t.app, new Date('2027-03-01T08:05:00Z'));
    for (const owner of [lucia, marcos]) {
      const owed = (await notesOf(owner, 'reminder')).filter((n) => n.data.listId === list.id);
      expect(owed.map((n) => n.title)).toEqual(['Tienes 1 regalo sin agradecer en «Boda de invierno»']);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('races (PostgreSQL)', () => {
  /**
   * The owners choose Marcos to receive in a transaction held open while a payment starts: the payment read
   * Lucía before its own transaction, waits on the row lock, and must then see Marcos.
   */
  async function whileReceiverChanges<T>(table: 'lists' | 'events', id: string, pay: () => Promise<T>) {
    let commit = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let changed = () => {};
    const updated = new Promise<void>((resolve) => {
      changed = resolve;
    });
    const change = t.app.db.transaction(async (tx) => {
      if (table === 'lists') await tx.update(lists).set({ ownerId: marcos.user.id }).where(eq(lists.id, id));
      else await tx.update(events).set({ organiserId: marcos.user.id }).where(eq(events.id, id));
      changed();
      await held;
    });
    await updated;
    const paying = pay();
    // Until the payment waits on the row (or 5 s), then let the change go first.
    for (let i = 0; i < 50; i++) {
      const waiting = (await t.app.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%for share%'`,
      )) as unknown as { rows: { n: number }[] };
      if ((waiting.rows[0]?.n ?? 0) > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    commit();
    await change;
    return paying;
  }

  it('a guest paying while the receiver changes never pays the old one', async () => {
    const list = await aSharedList('Carrera de invitados', { visibility: 'public' });
    const gift = await addGift(lucia, list.id, 'Lavadora', 40_000, true);
    const res = await whileReceiverChanges('lists', list.id, () => guestPays(gift.id));
    expect(res.json().error?.code).toBe('RECEIVER_CHANGED');
    const rows = await t.app.db.select().from(payments).where(eq(payments.listId, list.id));
    expect(rows.filter((p) => p.recipientId === lucia.user.id)).toEqual([]);
  });

  it('paying for an event while its receiver changes never pays the old one', async () => {
    const event = await aSharedEvent('Carrera de organizadores');
    const res = await whileReceiverChanges('events', event.id, () =>
      as(
        ana,
        'POST',
        '/api/payment/save',
        { to: lucia.user.id, eventId: event.id, amount: 1000, currency: 'EUR' },
        key(),
      ),
    );
    expect(res.json().error?.code).toBe('RECEIVER_CHANGED');
    const rows = await t.app.db.select().from(payments).where(eq(payments.eventId, event.id));
    expect(rows).toEqual([]);
  });

  it('both owners thanking the same gift at once: one note', async () => {
    const list = await aSharedList('Carrera de gracias');
    const gift = await addGift(lucia, list.id, 'Jarrón');
    await ok(await as(ana, 'PUT', `/api/gift/reserve/${gift.id}`));
    await ok(await as(ana, 'PUT', `/api/gift/given/${gift.id}`));
    await ok(await as(lucia, 'PUT', `/api/list/opened/${list.id}`));
    const body = { items: [`gift:${gift.id}`], message: 'Gracias', sticker: 'regalo' };
    const answers = await Promise.all([
      as(lucia, 'POST', '/api/thanks/save', body),
      as(marcos, 'POST', '/api/thanks/save', body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [count] = await t.app.db
      .execute(sql`select count(*)::int as n from thank_items where gift_id = ${gift.id}`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(count?.n).toBe(1);
  });

  it('a co-owner removed while his thanks are on their way: they go before the removal, or not at all', async () => {
    const list = await aSharedList('Carrera de gracias y salidas');
    const gift = await addGift(lucia, list.id, 'Cuenco');
    await ok(await as(ana, 'PUT', `/api/gift/reserve/${gift.id}`));
    await ok(await as(ana, 'PUT', `/api/gift/given/${gift.id}`));
    await ok(await as(lucia, 'PUT', `/api/list/opened/${list.id}`));
    const lockWaits = async () =>
      (
        (await t.app.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n ?? 0;
    const until = async (done: () => boolean | Promise<boolean>) => {
      for (let i = 0; i < 50 && !(await done()); i++) await new Promise((r) => setTimeout(r, 100));
    };
    // A note for the same gift held uncommitted: Marcos's thanks, once checked, wait on it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let stored = () => {};
    const holding = new Promise<void>((resolve) => {
      stored = resolve;
    });
    const holder = t.app.db
      .transaction(async (tx) => {
        const [note] = await tx
          .insert(thanks)
          .values({
            senderId: lucia.user.id,
            recipientId: ana.user.id,
            greeting: '¡Hola!',
            message: 'En espera',
            sticker: 'corazon',
          })
          .returning({ id: thanks.id });
        await tx.insert(thankItems).values({ thanksId: note?.id as string, giftId: gift.id });
        stored();
        await held;
        tx.rollback();
      })
      .catch(() => {});
    await holding;
    let sentBack = false;
    const sending = as(marcos, 'POST', '/api/thanks/save', {
      items: [`gift:${gift.id}`],
      message: '¡Gracias!',
      sticker: 'corazon',
    }).then((res) => {
      sentBack = true;
      return res;
    });
    await until(async () => (await lockWaits()) >= 1);
    let removedWhileSending = false;
    let removedBack = false;
    const removing = as(lucia, 'DELETE', `/api/list/owners/${list.id}/${marcos.user.id}`).then((res) => {
      removedBack = true;
      removedWhileSending = !sentBack;
      return res;
    });
    // The removal either ends at once or waits for the thanks; then the held note goes away.
    await until(async () => removedBack || (await lockWaits()) >= 2);
    release();
    await holder;
    const [sent, removed] = await Promise.all([sending, removing]);
    expect(removed.statusCode, removed.body).toBe(200);
    // Removed while his note was still unsent, he sends none; else it went while he ran the list.
    if (removedWhileSending) expect([403, 404], sent.body).toContain(sent.statusCode);
    else expect(sent.statusCode, sent.body).toBe(200);
  });

  it('both owners opening it all at once: one reveal, one notification to the other', async () => {
    const list = await aSharedList('Carrera de sorpresas');
    const answers = await Promise.all([
      as(lucia, 'PUT', `/api/list/opened/${list.id}`),
      as(marcos, 'PUT', `/api/list/opened/${list.id}`),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const told = [
      ...(await notesOf(lucia, 'list')).filter((n) => n.data.listId === list.id),
      ...(await notesOf(marcos, 'list')).filter((n) => n.data.listId === list.id),
    ];
    expect(told).toHaveLength(1);
    const [row] = await t.app.db
      .select({ openedAt: lists.openedAt })
      .from(lists)
      .where(eq(lists.id, list.id));
    expect(answers.every((r) => r.json().data.reveal.openedAt === row?.openedAt?.toISOString())).toBe(true);
  });
});

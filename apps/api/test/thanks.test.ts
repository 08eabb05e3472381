import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifts, guestClaims, lists, outbox, payments, uploads } from '../src/db/schema/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * The reveal and thank-you notes. Before a list's date the owner sees that gifts are taken and how much was
 * given, never by whom — in the list, "Regalos recibidos", the wallet, receipts and notifications. After the
 * date, or once the owner taps "Ya lo he abierto todo", they see who gave what (not the anonymous), and can
 * thank them: people by notification, guests by an e-mail whose link opens only their note.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Who;
let ana: Who; // chips in, named
let bea: Who; // reserves and gives, named
let carla: Who; // chips in, anonymous
let sam: Who; // a stranger
const { as, person, befriend } = testClient(() => t.app, { lastname: 'Gracias' });
const key = () => ({ 'idempotency-key': randomUUID() });
const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const past = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

async function withCard(who: Who) {
  const res = await as(who, 'POST', '/api/card/save', {
    kind: 'test',
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 1,
    cvc: '123',
    holder: `${who.user.name} Gracias`,
    makeDefault: true,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * A friends-only list dated ahead, given to three ways: Bea reserves "Tostadora" and marks it given, Ana (named)
 * and Carla (anonymous) chip in toward "Sofá".
 */
async function aGivenList(name: string) {
  const list = (
    await as(owner, 'POST', '/api/list/save', { name, visibility: 'friends', date: future() })
  ).json().data;
  const add = async (product: string, price: number) =>
    (
      await as(owner, 'POST', '/api/list/gift/save', {
        listId: list.id,
        product: { name: product, price: { amount: price, currency: 'EUR' } },
        group: true,
      })
    ).json().data;
  const toaster = await add('Tostadora', 4000);
  const sofa = await add('Sofá', 20_000);
  const r = await as(bea, 'PUT', `/api/gift/reserve/${toaster.id}`);
  expect(r.statusCode, r.body).toBe(200);
  expect((await as(bea, 'PUT', `/api/gift/given/${toaster.id}`)).statusCode).toBe(200);
  const chip = (who: Who, amount: number, showName: boolean, message: string) =>
    as(
      who,
      'POST',
      '/api/payment/save',
      { to: owner.user.id, giftId: sofa.id, amount, currency: 'EUR', showName, message },
      key(),
    );
  const byAna = (await chip(ana, 4500, true, 'Con cariño, Ana')).json().data;
  const byCarla = (await chip(carla, 3000, false, 'De parte de Carla')).json().data;
  expect([byAna.status, byCarla.status]).toEqual(['succeeded', 'succeeded']);
  return { list, toaster, sofa, byAna, byCarla };
}

const received = async (who: Who, query = '') =>
  (await as(who, 'GET', `/api/gift/received?lim=50&pos=0${query}`)).json().data;
const lineOf = (page: { list: { id: string }[] }, id: string) =>
  page.list.find((r) => r.id === id) as unknown as Record<string, unknown> & { giver: unknown };

/** Everything the owner can read about their gifts and money, as one text. */
async function ownerSees(listId: string) {
  const parts = await Promise.all([
    as(owner, 'GET', `/api/list/get/${listId}`),
    as(owner, 'GET', '/api/gift/received?lim=50&pos=0'),
    as(owner, 'GET', '/api/dashboard/transactionsUser?lim=50&pos=0'),
    as(owner, 'GET', '/api/notify/getPagination?lim=50&pos=0'),
  ]);
  const moves = parts[2].json().data.list as { paymentId: string | null }[];
  // Of the notifications, those about gifts (friend requests name the friends, rightly).
  const gifts = (parts[3].json().data.list as { type: string }[]).filter((n) => n.type === 'recibe_gitf');
  const receipts = await Promise.all(
    moves
      .filter((m) => m.paymentId)
      .map((m) => as(owner, 'GET', `/api/payment/get/${m.paymentId}`).then((r) => r.body)),
  );
  return [...parts.slice(0, 3).map((p) => p.body), JSON.stringify(gifts), ...receipts].join('\n');
}

beforeAll(async () => {
  t = await buildTestApp();
  [owner, ana, bea, carla, sam] = await Promise.all([
    person('Olga'),
    person('Ana'),
    person('Bea'),
    person('Carla'),
    person('Sam'),
  ]);
  for (const friend of [ana, bea, carla]) await befriend(owner, friend);
  await withCard(ana);
  await withCard(carla);
});
afterAll(() => t.close());

describe('before the reveal', () => {
  it('the owner sees what was given, never who, anywhere', async () => {
    const { list, byAna } = await aGivenList('Boda');
    expect((await as(owner, 'GET', `/api/list/get/${list.id}`)).json().data.reveal).toEqual({
      revealed: false,
      revealsOn: list.date,
      openedAt: null,
    });
    const seen = await ownerSees(list.id);
    for (const who of [ana, bea, carla]) {
      expect(seen).not.toContain(who.user.id);
      expect(seen).not.toContain(who.user.name);
    }
    // Not even the messages, which may be signed.
    expect(seen).not.toContain('Con cariño');
    const shownGifts = (await as(owner, 'GET', `/api/list/get/${list.id}`)).json().data.gifts;
    expect(shownGifts.map((g: { reservedByName: unknown }) => g.reservedByName)).toEqual([null, null]);
    expect(shownGifts.every((g: { funding: object | null }) => !g.funding || !('names' in g.funding))).toBe(
      true,
    );
    const page = await received(owner);
    expect(lineOf(page, `payment:${byAna.id}`)).toMatchObject({
      kind: 'contribution',
      title: 'Sofá',
      amount: 4500,
      giver: null,
      hidden: 'secret',
      revealsOn: list.date,
      canThank: false,
    });
    expect(page.list.filter((r: { list: { id: string } }) => r.list.id === list.id)).toHaveLength(3);
    // recibe_gitf for the gift given and each contribution, nameless.
    const notes = (await as(owner, 'GET', '/api/notify/getPagination?lim=50&pos=0')).json().data.list;
    expect(
      notes.filter((n: { type: string }) => n.type === 'recibe_gitf').map((n: { title: string }) => n.title),
    ).toEqual(
      expect.arrayContaining([
        '¡Te han regalado «Tostadora»!',
        expect.stringMatching(/^Han aportado 45,00\s€ para «Sofá»$/),
      ]),
    );
  });

  it('nobody can be thanked yet', async () => {
    const { byAna } = await aGivenList('Cumple');
    const res = await as(owner, 'POST', '/api/thanks/save', {
      items: [`payment:${byAna.id}`],
      message: '¡Gracias!',
      sticker: 'corazon',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NOT_REVEALED_YET');
  });

  it('only the owner opens their list early; a stranger or friend cannot', async () => {
    const { list } = await aGivenList('Mudanza');
    expect((await as(sam, 'PUT', `/api/list/opened/${list.id}`)).statusCode).toBe(404);
    expect((await as(ana, 'PUT', `/api/list/opened/${list.id}`)).statusCode).toBe(403);
    expect((await as(null, 'PUT', `/api/list/opened/${list.id}`)).statusCode).toBe(401);
    expect((await received(sam)).total).toBe(0);
  });
});

describe('after the reveal', () => {
  it('"Ya lo he abierto todo" shows who gave what, except the anonymous', async () => {
    const { list, toaster, sofa, byAna, byCarla } = await aGivenList('Bautizo');
    const opened = (await as(owner, 'PUT', `/api/list/opened/${list.id}`)).json().data;
    expect(opened.reveal).toMatchObject({ revealed: true, openedAt: expect.any(String) });
    const page = await received(owner);
    expect(lineOf(page, `gift:${toaster.id}`)).toMatchObject({
      kind: 'gift',
      giver: { kind: 'person', person: { id: bea.user.id, name: 'Bea' } },
      hidden: null,
      canThank: true,
    });
    expect(lineOf(page, `payment:${byAna.id}`).giver).toMatchObject({ person: { id: ana.user.id } });
    expect(lineOf(page, `payment:${byCarla.id}`)).toMatchObject({
      giver: null,
      hidden: 'anonymous',
      canThank: true,
    });
    // The wallet and receipts agree: Ana named with her message, Carla still nobody.
    const anaReceipt = (await as(owner, 'GET', `/api/payment/get/${byAna.id}`)).json().data;
    expect(anaReceipt).toMatchObject({ payer: { id: ana.user.id }, message: 'Con cariño, Ana' });
    const carlaReceipt = (await as(owner, 'GET', `/api/payment/get/${byCarla.id}`)).json().data;
    expect(carlaReceipt.payer).toBeNull();
    const seen = await ownerSees(list.id);
    expect(seen).not.toContain(carla.user.id);
    // The list itself names who gave "Tostadora" ("Entregado por Bea" on the web).
    const shownGifts = (await as(owner, 'GET', `/api/list/get/${list.id}`)).json().data.gifts;
    expect(shownGifts.find((g: { id: string }) => g.id === toaster.id).reservedByName).toBe('Bea');
    // And who chipped in to the sofa ("Aportado por Ana y 1 persona más"): Carla stays anonymous.
    const sofaSeen = shownGifts.find((g: { id: string }) => g.id === sofa.id);
    expect(sofaSeen.funding).toMatchObject({ givers: 2, names: ['Ana'] });
    // A friend looking at the list is never told who.
    const friendSees = (await as(ana, 'GET', `/api/list/get/${list.id}`)).json().data.gifts;
    expect(friendSees.every((g: object) => !('reservedByName' in g))).toBe(true);
    expect(friendSees.every((g: { funding: object | null }) => !g.funding || !('names' in g.funding))).toBe(
      true,
    );
  });

  it('the list date passing reveals it by itself', async () => {
    const { list, byAna, byCarla } = await aGivenList('Aniversario');
    await t.app.db.update(lists).set({ date: past() }).where(eq(lists.id, list.id));
    expect((await as(owner, 'GET', `/api/list/get/${list.id}`)).json().data.reveal.revealed).toBe(true);
    const page = await received(owner);
    expect(lineOf(page, `payment:${byAna.id}`).giver).toMatchObject({ person: { id: ana.user.id } });
    expect(lineOf(page, `payment:${byCarla.id}`).hidden).toBe('anonymous');
    const moves = (await as(owner, 'GET', '/api/dashboard/transactionsUser?lim=50&pos=0')).json().data.list;
    const personOf = (id: string) => moves.find((m: { paymentId: string }) => m.paymentId === id)?.person;
    expect(personOf(byAna.id)).toMatchObject({ id: ana.user.id });
    expect(personOf(byCarla.id)).toBeNull();
  });

  it('a reserver who chose anonymity stays anonymous', async () => {
    const list = (
      await as(owner, 'POST', '/api/list/save', { name: 'Jubilación', visibility: 'friends' })
    ).json().data;
    const gift = (
      await as(owner, 'POST', '/api/list/gift/save', { listId: list.id, product: { name: 'Reloj' } })
    ).json().data;
    expect((await as(bea, 'PUT', `/api/gift/reserve/${gift.id}`, { showName: false })).statusCode).toBe(200);
    await as(bea, 'PUT', `/api/gift/given/${gift.id}`);
    // No date: secret until the owner opens it all.
    expect(lineOf(await received(owner), `gift:${gift.id}`).hidden).toBe('secret');
    await as(owner, 'PUT', `/api/list/opened/${list.id}`);
    expect(lineOf(await received(owner), `gift:${gift.id}`)).toMatchObject({
      giver: null,
      hidden: 'anonymous',
    });
    expect(
      (await as(owner, 'GET', `/api/list/get/${list.id}`)).json().data.gifts[0].reservedByName,
    ).toBeNull();
  });
});

describe('thank-you notes', () => {
  it('one note per giver, each greeted by name; the giver reads it, nobody else', async () => {
    const { list, toaster, byAna, byCarla } = await aGivenList('Nacimiento');
    await as(owner, 'PUT', `/api/list/opened/${list.id}`);
    // The money's receipt offers "Dar las gracias" for a giver the owner knows, never for the anonymous one.
    const thankOf = async (paymentId: string) =>
      (await as(owner, 'GET', `/api/payment/get/${paymentId}`)).json().data.thank;
    expect(await thankOf(byAna.id)).toEqual({ item: `payment:${byAna.id}`, title: 'Sofá' });
    expect(await thankOf(byCarla.id)).toBeNull();
    expect((await as(ana, 'GET', `/api/payment/get/${byAna.id}`)).json().data.thank).toBeNull();
    const sent = await as(owner, 'POST', '/api/thanks/save', {
      items: [`gift:${toaster.id}`, `payment:${byAna.id}`, `payment:${byCarla.id}`],
      message: 'Nos ha encantado. ¡Gracias!',
      sticker: 'globos',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ sent: 3 });

    const noteOf = async (who: Who) =>
      (await as(who, 'GET', '/api/notify/getPagination?lim=50&pos=0'))
        .json()
        .data.list.find((n: { type: string }) => n.type === 'thanks');
    const forAna = await noteOf(ana);
    // Named as the list names its owner: the first name only.
    expect(forAna.title).toBe('Olga te ha enviado un mensaje de agradecimiento');
    expect(await thankOf(byAna.id)).toBeNull();
    const read = await as(ana, 'GET', `/api/thanks/get/${forAna.data.thanksId}`);
    expect(read.json().data).toMatchObject({
      from: { id: owner.user.id, name: 'Olga' },
      greeting: '¡Hola, Ana!',
      message: 'Nos ha encantado. ¡Gracias!',
      sticker: 'globos',
      gifts: ['Sofá'],
    });
    // The anonymous giver gets theirs too; the owner still does not learn who.
    expect((await noteOf(carla)).data.thanksId).toBeTruthy();
    expect(lineOf(await received(owner), `payment:${byCarla.id}`)).toMatchObject({ giver: null });
    for (const other of [bea, owner, sam])
      expect((await as(other, 'GET', `/api/thanks/get/${forAna.data.thanksId}`)).statusCode).toBe(404);
    expect((await as(null, 'GET', `/api/thanks/get/${forAna.data.thanksId}`)).statusCode).toBe(401);

    // Thanked once; "sin agradecer" no longer lists them.
    const again = await as(owner, 'POST', '/api/thanks/save', {
      items: [`payment:${byAna.id}`],
      message: 'Otra vez',
      sticker: 'corazon',
    });
    expect(again.json().error.code).toBe('ALREADY_THANKED');
    const unthanked = await received(owner, '&unthanked=true');
    expect(unthanked.list.map((r: { id: string }) => r.id)).not.toContain(`payment:${byAna.id}`);
    expect(lineOf(await received(owner), `gift:${toaster.id}`).thanked).toMatchObject({
      id: expect.any(String),
    });
  });

  it('refuses what is not mine, bad stickers and photos that are not mine', async () => {
    const { list, byAna } = await aGivenList('Graduación');
    await as(owner, 'PUT', `/api/list/opened/${list.id}`);
    const send = (who: Who, body: object) =>
      as(who, 'POST', '/api/thanks/save', {
        items: [`payment:${byAna.id}`],
        message: 'Gracias',
        sticker: 'corazon',
        ...body,
      });
    expect((await send(sam, {})).statusCode).toBe(404);
    expect((await send(owner, { items: ['payment:nope'] })).statusCode).toBe(404);
    expect((await send(owner, { sticker: 'calavera' })).statusCode).toBe(400);
    const theirs = `/files/images/${'a'.repeat(32)}.webp`;
    await t.app.db.insert(uploads).values({ url: theirs, uploaderId: sam.user.id });
    expect((await send(owner, { image: theirs })).statusCode).toBe(400);
    expect((await send(owner, { image: 'https://evil.example/x.png' })).statusCode).toBe(400);
    const mine = `/files/images/${'b'.repeat(32)}.webp`;
    await t.app.db.insert(uploads).values({ url: mine, uploaderId: owner.user.id });
    expect((await send(owner, { image: mine })).statusCode).toBe(200);
  });

  it('a guest giver gets an e-mail whose link opens that note only', async () => {
    const list = (
      await as(owner, 'POST', '/api/list/save', { name: 'Comunión', visibility: 'public' })
    ).json().data;
    const guestPayment = async (email: string) => {
      const [p] = await t.app.db
        .insert(payments)
        .values({
          payerEmail: email,
          payerName: 'Invitada',
          recipientId: owner.user.id,
          amount: 2500,
          currency: 'EUR',
          status: 'succeeded',
          provider: 'test',
          listId: list.id,
          message: '',
          paidAt: new Date(),
        })
        .returning();
      return p as typeof payments.$inferSelect;
    };
    const one = await guestPayment('invitada@example.com');
    const two = await guestPayment('otra@example.com');
    await as(owner, 'PUT', `/api/list/opened/${list.id}`);
    expect(lineOf(await received(owner), `payment:${one.id}`)).toMatchObject({
      kind: 'cash',
      title: 'Comunión',
      // The name the guest gave; their address is never shown to the owner.
      giver: { kind: 'guest', name: 'Invitada' },
    });
    expect(JSON.stringify(await received(owner))).not.toContain('invitada@example.com');
    for (const p of [one, two])
      expect(
        (
          await as(owner, 'POST', '/api/thanks/save', {
            items: [`payment:${p.id}`],
            message: '¡Gracias por venir!',
            sticker: 'flores',
          })
        ).statusCode,
      ).toBe(200);
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.to, 'invitada@example.com'));
    // A guest saw the owner's first name on the shared list: the e-mail and the note say no more.
    expect(mail?.subject).toBe('Olga te ha enviado un mensaje de agradecimiento');
    expect(mail?.text).not.toContain('Olga Gracias');
    const token = /agradecimiento\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] as string;
    expect(token).toBeTruthy();
    // The message stays behind the link.
    expect(mail?.text).not.toContain('¡Gracias por venir!');
    const read = await as(null, 'POST', '/api/thanks/read', { token });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      from: { id: owner.user.id, name: 'Olga', lastname: '' },
      greeting: '¡Hola, Invitada!',
      sticker: 'flores',
      gifts: ['Comunión'],
    });
    const [otherMail] = await t.app.db.select().from(outbox).where(eq(outbox.to, 'otra@example.com'));
    const otherToken = /token=([\w-]+)/.exec(otherMail?.text ?? '')?.[1] as string;
    expect((await as(null, 'POST', '/api/thanks/read', { token: otherToken })).json().data.id).not.toBe(
      read.json().data.id,
    );
    const wrong = await as(null, 'POST', '/api/thanks/read', { token: `${token.slice(0, -2)}xx` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_LINK');
  });
});

describe('a guest who reserved by e-mail', () => {
  it('is named by the name they gave once revealed, and thanked by e-mail', async () => {
    const list = (
      await as(owner, 'POST', '/api/list/save', { name: 'Despedida', visibility: 'public' })
    ).json().data;
    const gift = (
      await as(owner, 'POST', '/api/list/gift/save', { listId: list.id, product: { name: 'Maleta' } })
    ).json().data;
    // A claim confirmed through its e-mailed link and marked bought (the giving module's flow, tested there).
    const [claim] = await t.app.db
      .insert(guestClaims)
      .values({
        giftId: gift.id,
        name: 'Irene',
        email: 'irene@example.com',
        intent: 'bought',
        status: 'confirmed',
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 86_400_000),
        confirmedAt: new Date(),
      })
      .returning();
    await t.app.db
      .update(gifts)
      .set({ status: 'given', guestClaimId: claim?.id, reservedAt: new Date() })
      .where(eq(gifts.id, gift.id));
    expect(lineOf(await received(owner), `gift:${gift.id}`)).toMatchObject({ giver: null, hidden: 'secret' });
    await as(owner, 'PUT', `/api/list/opened/${list.id}`);
    expect(lineOf(await received(owner), `gift:${gift.id}`).giver).toEqual({ kind: 'guest', name: 'Irene' });
    const sent = await as(owner, 'POST', '/api/thanks/save', {
      items: [`gift:${gift.id}`],
      message: '¡Gracias, Irene!',
      sticker: 'regalo',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.to, 'irene@example.com'));
    const token = /agradecimiento\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] as string;
    const read = await as(null, 'POST', '/api/thanks/read', { token });
    expect(read.json().data).toMatchObject({ greeting: '¡Hola, Irene!', gifts: ['Maleta'] });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('races (PostgreSQL)', () => {
  it('the same gift thanked twice at once: one note', async () => {
    const { list, byAna } = await aGivenList('Carrera');
    await as(owner, 'PUT', `/api/list/opened/${list.id}`);
    const body = { items: [`payment:${byAna.id}`], message: 'Gracias', sticker: 'corazon' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => as(owner, 'POST', '/api/thanks/save', body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const n = await t.app.db.execute(
      sql`select count(*)::int as n from thank_items where payment_id = ${byAna.id}`,
    );
    expect((n as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});

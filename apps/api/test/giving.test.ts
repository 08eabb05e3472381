import { rmSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestClaims, outbox } from '../src/db/schema/index.js';
import { buildTestApp, fakeWebDir, testClient, type Who } from './helpers.js';

/**
 * Giving from a shared link: `list/shared/{id}` for owner, friend, stranger and guest; a guest's
 * "Lo compro yo" confirmed by an e-mailed link, released from it, expiring; "Ya lo compré por mi cuenta";
 * one winner when many race for one gift (PostgreSQL); the list's link preview.
 */
const webDir = fakeWebDir();

let t: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Who;
let friend: Who;
let stranger: Who;
const { as, person, befriend } = testClient(() => t.app, { lastname: 'Regalos' });
let mailbox = 0;
const newEmail = () => `invitada${++mailbox}.${Date.now()}@ejemplo.com`;

beforeAll(async () => {
  t = await buildTestApp({ webDir });
  [owner, friend, stranger] = await Promise.all([person('Olga'), person('Fede'), person('Sara')]);
  await befriend(owner, friend);
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

async function aList(visibility: 'public' | 'friends' | 'private', gifts = ['Tetera']) {
  const res = await as(owner, 'POST', '/api/list/save', {
    name: 'Mi cumple',
    visibility,
    occasion: 'Cumpleaños',
    date: '2031-05-20',
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json().data;
  const made = [];
  for (const name of gifts) {
    const g = await as(owner, 'POST', '/api/list/gift/save', {
      listId: list.id,
      product: { name, price: { amount: 2500, currency: 'EUR' } },
    });
    expect(g.statusCode, g.body).toBe(200);
    made.push(g.json().data);
  }
  return { list, gifts: made };
}

const shared = (who: Who | null, id: string) => as(who, 'GET', `/api/list/shared/${id}`);
const stateOf = async (listId: string, giftId: string) =>
  (await shared(null, listId)).json().data.gifts.find((g: { id: string }) => g.id === giftId).status;

/** The newest e-mail to that address, and the token of its links. */
async function mailTo(email: string) {
  const [mail] = await t.app.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  const token = /reserva=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';
  return { mail, token };
}

/** A guest asks; each from an address of their own (the per-address limit is tested on its own). */
let address = 0;
const guestAsks = (
  giftId: string,
  email: string,
  intent: 'reserve' | 'bought' = 'reserve',
  name = 'Irene',
  extra: { showName?: boolean } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gift/guest/reserve',
    payload: { giftId, name, email, intent, ...extra },
    remoteAddress: `10.0.${Math.floor(++address / 250)}.${address % 250}`,
  });
const byLink = (verb: 'confirm' | 'release' | 'bought', token: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/gift/guest/${verb}`,
    payload: { token },
    remoteAddress: `10.1.${Math.floor(++address / 250)}.${address % 250}`,
  });

describe('list/shared/{id}: the list for whoever holds its link', () => {
  it('shows a public list to a guest: name, occasion, date, owner first name and photo, each gift state', async () => {
    const { list, gifts } = await aList('public', ['Tetera', 'Libro']);
    const res = await shared(null, list.id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      name: 'Mi cumple',
      occasion: 'Cumpleaños',
      date: '2031-05-20',
      owner: { id: owner.user.id, name: 'Olga' },
      viewer: { signedIn: false, isOwner: false, canOpen: false },
    });
    expect(JSON.stringify(data)).not.toContain('Regalos'); // never the surname
    expect(data.gifts.map((g: { status: string }) => g.status)).toEqual(['available', 'available']);
    expect(data.gifts.map((g: { id: string }) => g.id).sort()).toEqual(gifts.map((g) => g.id).sort());
  });

  it('shows a public list to a signed-in stranger, who can open its full page too', async () => {
    const { list } = await aList('public');
    expect((await shared(stranger, list.id)).json().data.viewer).toEqual({
      signedIn: true,
      isOwner: false,
      canOpen: true,
    });
    expect((await shared(owner, list.id)).json().data.viewer.isOwner).toBe(true);
  });

  it('says a friends-only list is for friends, to a guest and a stranger; shows it to a friend', async () => {
    const { list } = await aList('friends');
    for (const who of [null, stranger]) {
      const res = await shared(who, list.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('LIST_FOR_FRIENDS');
      expect(res.body).not.toContain('Mi cumple');
    }
    expect((await shared(friend, list.id)).json().data.viewer.canOpen).toBe(true);
  });

  it('says a private list is private, to everyone but its owner', async () => {
    const { list } = await aList('private');
    for (const who of [null, friend, stranger]) {
      const res = await shared(who, list.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('LIST_PRIVATE');
      expect(res.json().error.message).toMatch(/privada/);
    }
    expect((await shared(owner, list.id)).statusCode).toBe(200);
  });

  it('answers 404 to someone the owner blocked, or who blocked the owner, whatever the list', async () => {
    const [blockedFriend, blocker] = await Promise.all([person('Bruno'), person('Berta')]);
    await befriend(owner, blockedFriend);
    await befriend(owner, blocker);
    expect((await as(owner, 'POST', '/api/friend/block', { userId: blockedFriend.user.id })).statusCode).toBe(
      200,
    );
    expect((await as(blocker, 'POST', '/api/friend/block', { userId: owner.user.id })).statusCode).toBe(200);
    for (const visibility of ['public', 'friends', 'private'] as const) {
      const { list } = await aList(visibility);
      for (const who of [blockedFriend, blocker]) {
        const res = await shared(who, list.id);
        expect(res.statusCode, `${visibility}: ${res.body}`).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
    }
  });

  it('answers 404 for a list that does not exist or a malformed id', async () => {
    expect((await shared(null, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await shared(null, 'nada')).statusCode).toBe(404);
  });
});

describe('a guest reserves with name and e-mail, confirmed by the e-mailed link', () => {
  it('counts only once the link is opened; the owner never learns who; the same e-mail releases it', async () => {
    const { list, gifts } = await aList('public');
    const gift = gifts[0];
    const email = newEmail();
    const asked = await guestAsks(gift.id, email);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.message).toContain(email);
    expect(await stateOf(list.id, gift.id)).toBe('available'); // not yet

    const { mail, token } = await mailTo(email);
    expect(mail.subject).toBe('Confirma tu reserva de «Tetera»');
    expect(mail.text).toContain(`${t.config.publicUrl}/regalar?lista=${list.id}&reserva=${token}`);
    expect(mail.text).toContain('&accion=liberar');

    const confirmed = await byLink('confirm', token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      giftId: gift.id,
      listId: list.id,
      giftName: 'Tetera',
      status: 'confirmed',
      giftStatus: 'reserved',
    });
    expect(await stateOf(list.id, gift.id)).toBe('reserved');
    // Opening the link again changes nothing.
    expect((await byLink('confirm', token)).json().data.status).toBe('confirmed');

    const ownerView = (await as(owner, 'GET', `/api/list/get/${list.id}`)).body;
    expect(ownerView).not.toContain('Irene');
    expect(ownerView).not.toContain(email);

    // Someone else can no longer take it.
    expect((await as(friend, 'PUT', `/api/gift/reserve/${gift.id}`)).json().error.code).toBe('GIFT_TAKEN');
    expect((await guestAsks(gift.id, newEmail())).json().error.code).toBe('GIFT_TAKEN');

    const released = await byLink('release', token);
    expect(released.json().data).toMatchObject({ status: 'released', giftStatus: 'available' });
    expect(await stateOf(list.id, gift.id)).toBe('available');
    expect((await byLink('confirm', token)).json().data.status).toBe('released'); // the link does not revive it
    expect((await as(friend, 'PUT', `/api/gift/reserve/${gift.id}`)).statusCode).toBe(200);
  });

  it('lets a pending reservation go from the e-mail before it ever counted', async () => {
    const { list, gifts } = await aList('public');
    const email = newEmail();
    await guestAsks(gifts[0].id, email);
    const { token } = await mailTo(email);
    expect((await byLink('release', token)).json().data.status).toBe('released');
    expect((await byLink('confirm', token)).json().data.status).toBe('released');
    expect(await stateOf(list.id, gifts[0].id)).toBe('available');
  });

  it('gives the gift to whoever confirms first; the other link then says it is taken', async () => {
    const { list, gifts } = await aList('public');
    const [first, second] = [newEmail(), newEmail()];
    await guestAsks(gifts[0].id, first);
    await guestAsks(gifts[0].id, second);
    const a = (await mailTo(first)).token;
    const b = (await mailTo(second)).token;
    expect((await byLink('confirm', b)).statusCode).toBe(200);
    const late = await byLink('confirm', a);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('GIFT_TAKEN');
    expect(await stateOf(list.id, gifts[0].id)).toBe('reserved');
  });

  it('asking again with the same address sends a new link and the old one stops working', async () => {
    const { gifts } = await aList('public');
    const email = newEmail();
    await guestAsks(gifts[0].id, email);
    const old = (await mailTo(email)).token;
    await guestAsks(gifts[0].id, email);
    const fresh = (await mailTo(email)).token;
    expect(fresh).not.toBe(old);
    expect((await byLink('confirm', old)).json().error.code).toBe('INVALID_LINK');
    expect((await byLink('confirm', fresh)).statusCode).toBe(200);
  });

  it('expires a pending reservation: its link then changes nothing', async () => {
    const { list, gifts } = await aList('public');
    const email = newEmail();
    await guestAsks(gifts[0].id, email);
    const { token } = await mailTo(email);
    await t.app.db
      .update(guestClaims)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(guestClaims.email, email), eq(guestClaims.status, 'pending')));
    const res = await byLink('confirm', token);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('GUEST_LINK_EXPIRED');
    expect(await stateOf(list.id, gifts[0].id)).toBe('available');
    // The next guest request clears expired pending rows (their names and addresses).
    await guestAsks(gifts[0].id, newEmail());
    expect(await t.app.db.select().from(guestClaims).where(eq(guestClaims.email, email))).toHaveLength(0);
  });

  it('asks again at confirming: a list made friends-only or private meanwhile refuses, as list/shared does', async () => {
    const { list, gifts } = await aList('public');
    const email = newEmail();
    await guestAsks(gifts[0].id, email);
    const { token } = await mailTo(email);
    const setVisibility = async (visibility: string) =>
      expect((await as(owner, 'PUT', `/api/list/update/${list.id}`, { visibility })).statusCode).toBe(200);

    for (const [visibility, code, words] of [
      ['friends', 'LIST_FOR_FRIENDS', /solo la ven los amigos/],
      ['private', 'LIST_PRIVATE', /privada/],
    ] as const) {
      await setVisibility(visibility);
      const res = await byLink('confirm', token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code, message: words });
      expect(res.json().error).toEqual((await shared(null, list.id)).json().error);
    }
    await setVisibility('public');
    expect(await stateOf(list.id, gifts[0].id)).toBe('available'); // nothing counted meanwhile
    expect((await byLink('confirm', token)).json().data.status).toBe('confirmed');
  });

  it('refuses guests on friends-only and private lists, and unknown or malformed links', async () => {
    for (const visibility of ['friends', 'private'] as const) {
      const { gifts } = await aList(visibility);
      expect((await guestAsks(gifts[0].id, newEmail())).statusCode).toBe(404);
    }
    expect((await byLink('confirm', 'a'.repeat(43))).json().error.code).toBe('INVALID_LINK');
    expect((await byLink('confirm', 'corto')).statusCode).toBe(400);
    const bad = await as(null, 'POST', '/api/gift/guest/reserve', { giftId: 'x', name: '', email: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('the owner can free a guest-held gift without learning who; the guest link then says so', async () => {
    const { list, gifts } = await aList('public');
    const email = newEmail();
    await guestAsks(gifts[0].id, email);
    const { token } = await mailTo(email);
    await byLink('confirm', token);
    const freed = await as(owner, 'DELETE', `/api/gift/reserve/${gifts[0].id}`);
    expect(freed.statusCode, freed.body).toBe(200);
    expect(await stateOf(list.id, gifts[0].id)).toBe('available');
    expect((await byLink('confirm', token)).json().data.status).toBe('released');
  });

  it('limits guest requests per address', async () => {
    const { gifts } = await aList('public');
    const codes = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/gift/guest/reserve',
        payload: { giftId: gifts[0].id, name: 'Irene', email: newEmail() },
        remoteAddress: '192.0.2.7',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('limits guest requests per e-mail address', async () => {
    const { gifts } = await aList('public', ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    const email = newEmail();
    const codes = [];
    for (const g of gifts) codes.push((await guestAsks(g.id, email)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the owner sees who holds each gift only after the reveal', () => {
  const holderOf = async (who: Who, listId: string, giftId: string) =>
    (await as(who, 'GET', `/api/list/get/${listId}`))
      .json()
      .data.gifts.find((g: { id: string }) => g.id === giftId);

  it('a guest by the name they gave, a friend by first name; an anonymous guest never', async () => {
    const { list, gifts } = await aList('public', ['Tetera', 'Libro', 'Taza']);
    const [byGuest, byFriend, byAnonymous] = gifts;
    const named = newEmail();
    await guestAsks(byGuest.id, named, 'reserve', 'Irene');
    expect((await byLink('confirm', (await mailTo(named)).token)).statusCode).toBe(200);
    expect((await as(friend, 'PUT', `/api/gift/reserve/${byFriend.id}`)).statusCode).toBe(200);
    const hidden = newEmail();
    await guestAsks(byAnonymous.id, hidden, 'bought', 'Nadia', { showName: false });
    expect((await byLink('confirm', (await mailTo(hidden)).token)).statusCode).toBe(200);

    // Before the reveal: "Reservado", never who — in the list and in the shared page alike.
    for (const gift of gifts) expect((await holderOf(owner, list.id, gift.id)).reservedByName).toBeNull();
    const sharedBefore = (await shared(owner, list.id)).body;
    for (const name of ['Irene', 'Fede', 'Nadia']) expect(sharedBefore).not.toContain(name);

    expect((await as(owner, 'PUT', `/api/list/opened/${list.id}`)).statusCode).toBe(200);
    expect((await holderOf(owner, list.id, byGuest.id)).reservedByName).toBe('Irene');
    expect((await holderOf(owner, list.id, byFriend.id)).reservedByName).toBe('Fede');
    expect((await holderOf(owner, list.id, byAnonymous.id)).reservedByName).toBeNull();
    expect((await shared(owner, list.id)).body).not.toContain('Nadia');
    // Nobody but the owner is told who holds a gift, revealed or not.
    for (const who of [friend, stranger, null]) {
      const seen = (await shared(who, list.id)).json().data.gifts;
      expect(seen.every((g: object) => !('reservedByName' in g))).toBe(true);
    }
  });
});

describe('what a giver is promised follows the reveal', () => {
  const revealOf = async (who: Who | null, listId: string) => ({
    shared: (await shared(who, listId)).json().data.reveal,
    full: who ? (await as(who, 'GET', `/api/list/get/${listId}`)).json().data.reveal : undefined,
  });

  it('the shared page and the list tell givers whether and from when the owner sees who gave', async () => {
    const { list } = await aList('public');
    const before = { revealed: false, revealsOn: '2031-05-20', openedAt: null };
    for (const who of [friend, stranger])
      expect(await revealOf(who, list.id)).toEqual({ shared: before, full: before });
    expect((await revealOf(null, list.id)).shared).toEqual(before);

    expect((await as(owner, 'PUT', `/api/list/opened/${list.id}`)).statusCode).toBe(200);
    const ownerSees = (await revealOf(owner, list.id)).full;
    expect(ownerSees).toMatchObject({ revealed: true, openedAt: expect.stringMatching(/T/) });
    // Givers learn that it was opened, and the day only, not the moment.
    const after = { revealed: true, revealsOn: '2031-05-20', openedAt: ownerSees.openedAt.slice(0, 10) };
    for (const who of [friend, stranger])
      expect(await revealOf(who, list.id)).toEqual({ shared: after, full: after });
    expect((await revealOf(null, list.id)).shared).toEqual(after);
  });

  it("a guest's e-mail says when the owner will know it was them, as the list and their choice stand", async () => {
    const { list, gifts } = await aList('public', ['Tetera', 'Libro', 'Taza']);
    const said = async (giftId: string, extra: { showName?: boolean } = {}) => {
      const email = newEmail();
      expect((await guestAsks(giftId, email, 'reserve', 'Irene', extra)).statusCode).toBe(200);
      return (await mailTo(email)).mail.text;
    };
    expect(await said(gifts[0].id)).toContain(
      'Olga no sabrá que se lo regalas tú hasta el 20 May 2031, o hasta que abra todos sus regalos si lo hace antes.',
    );
    expect(await said(gifts[1].id, { showName: false })).toContain(
      'Olga verá que alguien se lo regala, pero no sabrá quién.',
    );
    expect((await as(owner, 'PUT', `/api/list/opened/${list.id}`)).statusCode).toBe(200);
    const opened = await said(gifts[2].id);
    expect(opened).toContain(
      'Olga ya ha abierto sus regalos: sabrá que se lo regalas tú en cuanto lo confirmes.',
    );
    expect(opened).not.toContain('no sabrá');

    const undated = (
      await as(owner, 'POST', '/api/list/save', { name: 'Sin fecha', visibility: 'public' })
    ).json().data;
    const cup = (
      await as(owner, 'POST', '/api/list/gift/save', {
        listId: undated.id,
        product: { name: 'Taza', price: { amount: 900, currency: 'EUR' } },
      })
    ).json().data;
    expect(await said(cup.id)).toContain(
      'Olga no sabrá que se lo regalas tú hasta que abra todos sus regalos.',
    );
  });
});

describe('"Ya lo compré por mi cuenta"', () => {
  it('a signed-in friend marks a free gift bought: given, nobody else can take it, the owner hears unnamed', async () => {
    const { list, gifts } = await aList('friends');
    const res = await as(friend, 'PUT', `/api/gift/bought/${gifts[0].id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'given', reservedByMe: true });
    expect((await as(stranger, 'PUT', `/api/gift/bought/${gifts[0].id}`)).statusCode).toBe(404);
    const again = await as(friend, 'PUT', `/api/gift/reserve/${gifts[0].id}`);
    expect(again.json().error.code).toBe('GIFT_TAKEN');
    expect((await as(owner, 'PUT', `/api/gift/bought/${gifts[0].id}`)).json().error.code).toBe(
      'OWN_LIST_GIFT',
    );
    const notes = (await as(owner, 'GET', '/api/notify/getPagination?lim=50&pos=0')).json().data.list;
    const note = notes.find(
      (n: { type: string; data: { giftId?: string } }) =>
        n.type === 'recibe_gitf' && n.data.giftId === gifts[0].id,
    );
    expect(note.title).toBe('¡Te han regalado «Tetera»!');
    expect(JSON.stringify(note)).not.toContain('Fede');
    expect((await as(owner, 'GET', `/api/list/get/${list.id}`)).json().data.gifts[0].status).toBe('given');
  });

  it('a guest says it is bought: confirmed by e-mail, it becomes given', async () => {
    const { list, gifts } = await aList('public');
    const email = newEmail();
    await guestAsks(gifts[0].id, email, 'bought');
    const { mail, token } = await mailTo(email);
    expect(mail.subject).toBe('Confirma que ya compraste «Tetera»');
    expect(await stateOf(list.id, gifts[0].id)).toBe('available');
    expect((await byLink('confirm', token)).json().data).toMatchObject({
      intent: 'bought',
      giftStatus: 'given',
    });
    expect(await stateOf(list.id, gifts[0].id)).toBe('given');
    // Bought is bought: the e-mail's release link cannot free it.
    expect((await byLink('release', token)).json().error.code).toBe('GIFT_NOT_RESERVED');
  });

  it('a guest who reserved marks it bought from their link', async () => {
    const { list, gifts } = await aList('public');
    const email = newEmail();
    await guestAsks(gifts[0].id, email);
    const { token } = await mailTo(email);
    expect((await byLink('bought', token)).json().error.code).toBe('RESERVE_BEFORE_GIVEN');
    await byLink('confirm', token);
    expect((await byLink('bought', token)).json().data.giftStatus).toBe('given');
    expect(await stateOf(list.id, gifts[0].id)).toBe('given');
  });
});

describe('link previews', () => {
  it('puts a public list title, description and picture in the HTML of its regalar page', async () => {
    const { list } = await aList('public');
    const res = await t.app.inject(`/regalar?lista=${list.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Mi cumple · Detalle</title>');
    expect(res.body).toContain('<meta property="og:title" content="Mi cumple · Detalle" />');
    expect(res.body).toContain('La lista de regalos de Olga (Cumpleaños · 20 May 2031).');
    expect(res.body).toMatch(/<meta property="og:image" content="http[^"]+\/api\/preview\/lista\//);
    expect(res.body).toContain(`og:url" content="${t.config.publicUrl}/regalar?lista=${list.id}"`);
  });

  it('tells nothing of a friends-only or private list', async () => {
    for (const visibility of ['friends', 'private'] as const) {
      const { list } = await aList(visibility);
      const res = await t.app.inject(`/regalar?lista=${list.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Mi cumple');
      expect(res.body).toContain('<meta property="og:title" content="Detalle" />');
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('races (PostgreSQL)', () => {
  it('one reservation wins among guests confirming and friends reserving at once', async () => {
    const { list, gifts } = await aList('public');
    const emails = Array.from({ length: 8 }, newEmail);
    for (const email of emails) await guestAsks(gifts[0].id, email);
    const tokens = await Promise.all(emails.map(async (e) => (await mailTo(e)).token));
    const others = await Promise.all(Array.from({ length: 4 }, (_, i) => person(`Amigo${i}`)));
    const results = await Promise.all([
      ...tokens.map((token) => byLink('confirm', token)),
      ...others.map((who) => as(who, 'PUT', `/api/gift/reserve/${gifts[0].id}`)),
    ]);
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    expect(await stateOf(list.id, gifts[0].id)).toBe('reserved');
    const confirmed = await t.app.db
      .select()
      .from(guestClaims)
      .where(and(eq(guestClaims.giftId, gifts[0].id), eq(guestClaims.status, 'confirmed')));
    expect(confirmed.length).toBeLessThanOrEqual(1);
  });

  it('one link opened many times at once confirms once', async () => {
    const { gifts } = await aList('public');
    const email = newEmail();
    await guestAsks(gifts[0].id, email);
    const { token } = await mailTo(email);
    const results = await Promise.all(Array.from({ length: 6 }, () => byLink('confirm', token)));
    expect(results.every((r) => r.statusCode === 200 && r.json().data.status === 'confirmed')).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardians, listOwners, lists, notifications, users } from '../src/db/schema/index.js';
import { guestGivesTo } from './dependent-fixtures.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * "Mi familia": profiles without an account (a baby, a pet, a grandmother) looked after by guardians, who run
 * their lists (money reaches the dependent's own wallet), their special dates, and share them with friends.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Familia' });
const key = () => ({ 'idempotency-key': randomUUID() });

async function ok(res: Awaited<ReturnType<typeof as>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const errorOf = (res: Awaited<ReturnType<typeof as>>) => ({ status: res.statusCode, ...res.json().error });

const createLeo = async (who: Who, extra: object = {}) =>
  ok(
    await as(who, 'POST', '/api/dependent/create', {
      name: 'Leo',
      kind: 'child',
      birthday: '2024-03-02',
      ...extra,
    }),
  );

/** `a` created Leo; `b` (a friend) was invited and accepted. */
async function twoGuardians() {
  const [a, b] = await Promise.all([person('Lucía'), person('Marcos')]);
  if (!a || !b) throw new Error('no people');
  await befriend(a, b);
  const leo = await createLeo(a);
  const inv = await ok(
    await as(a, 'POST', `/api/dependent/owners/invite/${leo.id}`, { friendId: b.user.id }),
  );
  await ok(await as(b, 'POST', '/api/owner-invite/accept', { inviteId: inv.invite.id }));
  return { a, b, leo };
}

const latestNotice = async (who: Who) =>
  (await as(who, 'GET', '/api/notify/getPagination?lim=1&pos=0')).json().data.list[0];

describe('profiles', () => {
  it('creates one, with me as its only guardian, an empty wallet and no hand-over', async () => {
    const a = await person('Lucía');
    const leo = await createLeo(a);
    expect(leo).toMatchObject({
      name: 'Leo',
      kind: 'child',
      birthday: '2024-03-02',
      visibility: 'friends',
      balances: [],
      handover: null,
      guardians: [{ id: a.user.id, isMe: true }],
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, leo.id));
    expect(row).toMatchObject({ type: 3, email: null, passwordHash: null, lastname: '' });
    expect((await ok(await as(a, 'GET', '/api/dependent/mine'))).map((d: { id: string }) => d.id)).toEqual([
      leo.id,
    ]);
    expect(await ok(await as(a, 'GET', `/api/dependent/get/${leo.id}`))).toMatchObject({ id: leo.id });
  });

  it('refuses bad input in Spanish', async () => {
    const a = await person('Lucía');
    const noName = await as(a, 'POST', '/api/dependent/create', { name: '', kind: 'child' });
    expect(noName.statusCode).toBe(400);
    const badKind = await as(a, 'POST', '/api/dependent/create', { name: 'Leo', kind: 'robot' });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.body).toContain('Elige si es un peque, una mascota o una persona mayor.');
    const badDate = await as(a, 'POST', '/api/dependent/create', {
      name: 'Leo',
      kind: 'pet',
      birthday: 'ayer',
    });
    expect(badDate.statusCode).toBe(400);
    const leo = await createLeo(a);
    const badVis = await as(a, 'PUT', `/api/dependent/update/${leo.id}`, { visibility: 'todos' });
    expect(badVis.statusCode).toBe(400);
    expect(badVis.body).toContain('Elige quién puede verlo.');
    const badEmail = await as(a, 'POST', `/api/dependent/handover/${leo.id}`, { email: 'no-es-un-correo' });
    expect(badEmail.statusCode).toBe(400);
  });

  it('updates only what is sent', async () => {
    const a = await person('Lucía');
    const leo = await createLeo(a);
    const changed = await ok(
      await as(a, 'PUT', `/api/dependent/update/${leo.id}`, { name: 'Leo Chico', visibility: 'link' }),
    );
    expect(changed).toMatchObject({
      name: 'Leo Chico',
      kind: 'child',
      birthday: '2024-03-02',
      visibility: 'link',
    });
  });

  it('limits how many profiles one person creates', async () => {
    const a = await person('Lucía');
    for (let i = 0; i < 20; i++) await createLeo(a, { name: `Gato ${i}`, kind: 'pet' });
    const res = await as(a, 'POST', '/api/dependent/create', { name: 'Otro', kind: 'pet' });
    expect(errorOf(res)).toMatchObject({ status: 409, code: 'DEPENDENTS_FULL' });
    expect(res.json().error.message).toContain('el máximo');
  });

  it('answers 404 to strangers, friends and removed guardians on every call with an id', async () => {
    const { a, b, leo } = await twoGuardians();
    const [stranger, friend] = await Promise.all([person('Sara'), person('Ana')]);
    await befriend(a, friend);
    await ok(await as(a, 'DELETE', `/api/dependent/owners/${leo.id}/${b.user.id}`));
    const list = await ok(
      await as(a, 'POST', '/api/list/save', { name: 'Lista de Leo', forDependent: leo.id }),
    );
    const santo = await ok(
      await as(a, 'POST', `/api/special/dates/save?for=${leo.id}`, {
        title: 'Santo de Leo',
        date: '2024-06-24',
      }),
    );
    for (const who of [stranger, friend, b]) {
      const calls: [string, string, object?][] = [
        ['GET', `/api/dependent/get/${leo.id}`],
        ['PUT', `/api/dependent/update/${leo.id}`, { name: 'Hackeado' }],
        ['DELETE', `/api/dependent/delete/${leo.id}`],
        ['POST', `/api/dependent/handover/${leo.id}`, { email: 'leo@ejemplo.com' }],
        ['DELETE', `/api/dependent/handover/${leo.id}`],
        ['GET', `/api/dependent/owners/${leo.id}`],
        ['POST', `/api/dependent/owners/invite/${leo.id}`, {}],
        ['DELETE', `/api/dependent/owners/${leo.id}/${a.user.id}`],
        ['PUT', `/api/dependent/owners/receiver/${leo.id}`, { userId: a.user.id }],
        ['GET', `/api/special/dates/getMySpecialDate?for=${leo.id}`],
        ['POST', `/api/special/dates/save?for=${leo.id}`, { title: 'Santo', date: '2024-06-24' }],
        ['GET', `/api/special/dates/get/${santo.id}?for=${leo.id}`],
        ['PUT', `/api/special/dates/update/${santo.id}?for=${leo.id}`, { title: 'Hackeado' }],
        ['DELETE', `/api/special/dates/delete/${santo.id}?for=${leo.id}`],
        ['GET', `/api/dashboard/transactionsUser?lim=10&pos=0&for=${leo.id}`],
        ['POST', '/api/list/save', { name: 'Otra lista', forDependent: leo.id }],
      ];
      for (const [method, url, body] of calls) {
        const res = await as(who, method as 'GET', url, body);
        expect(res.statusCode, `${who.user.name} ${method} ${url}`).toBe(404);
      }
    }
    // Nothing changed, and no list was made for Leo by them.
    expect((await ok(await as(a, 'GET', `/api/dependent/get/${leo.id}`))).name).toBe('Leo');
    expect((await ok(await as(a, 'GET', `/api/special/dates/get/${santo.id}?for=${leo.id}`))).title).toBe(
      'Santo de Leo',
    );
    const leos = await t.app.db.select().from(lists).where(eq(lists.ownerId, leo.id));
    expect(leos.map((l) => l.id)).toEqual([list.id]);
    expect((await as(a, 'GET', '/api/dependent/get/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('friends see them', () => {
  it('through dependent/friend only with visibility friends, and not when blocked', async () => {
    const [a, friend, stranger] = await Promise.all([person('Lucía'), person('Ana'), person('Sara')]);
    await befriend(a, friend);
    const leo = await createLeo(a);
    const cards = await ok(await as(friend, 'GET', `/api/dependent/friend/${a.user.id}`));
    expect(cards).toEqual([
      expect.objectContaining({
        id: leo.id,
        name: 'Leo',
        kind: 'child',
        guardians: [expect.objectContaining({ id: a.user.id })],
      }),
    ]);
    expect(cards[0]).not.toHaveProperty('balances');
    expect((await as(stranger, 'GET', `/api/dependent/friend/${a.user.id}`)).statusCode).toBe(404);
    expect((await as(friend, 'GET', `/api/dependent/friend/${randomUUID()}`)).statusCode).toBe(404);
    await ok(await as(a, 'PUT', `/api/dependent/update/${leo.id}`, { visibility: 'link' }));
    expect(await ok(await as(friend, 'GET', `/api/dependent/friend/${a.user.id}`))).toEqual([]);
    await ok(await as(a, 'PUT', `/api/dependent/update/${leo.id}`, { visibility: 'friends' }));
    await ok(await as(a, 'POST', '/api/friend/block', { userId: friend.user.id }));
    expect((await as(friend, 'GET', `/api/dependent/friend/${a.user.id}`)).statusCode).toBe(404);
  });

  it('a friend of the second guardian sees it too', async () => {
    const { a, b, leo } = await twoGuardians();
    const friendOfB = await person('Ana');
    await befriend(b, friendOfB);
    const cards = await ok(await as(friendOfB, 'GET', `/api/dependent/friend/${b.user.id}`));
    expect(cards.map((c: { id: string }) => c.id)).toEqual([leo.id]);
    expect(cards[0].guardians.map((g: { id: string }) => g.id)).toEqual([a.user.id, b.user.id]);
  });
});

describe('guardians', () => {
  it('a second one joins by invitation, with the words for a profile', async () => {
    const [a, b] = await Promise.all([person('Lucía'), person('Marcos')]);
    await befriend(a, b);
    const leo = await createLeo(a);
    const inv = await ok(
      await as(a, 'POST', `/api/dependent/owners/invite/${leo.id}`, { friendId: b.user.id }),
    );
    expect((await latestNotice(b)).title).toBe('Lucía Familia te invita a cuidar juntos el perfil de Leo');
    const look = await ok(await as(b, 'POST', '/api/owner-invite/look', { inviteId: inv.invite.id }));
    expect(look).toMatchObject({ kind: 'dependent', id: leo.id, name: 'Leo' });
    expect(await ok(await as(b, 'POST', '/api/owner-invite/accept', { inviteId: inv.invite.id }))).toEqual({
      kind: 'dependent',
      id: leo.id,
    });
    expect((await latestNotice(a)).title).toBe('Marcos Familia ya cuida contigo el perfil de Leo');
    const owners = await ok(await as(b, 'GET', `/api/dependent/owners/${leo.id}`));
    expect(owners.owners.map((o: { id: string }) => o.id)).toEqual([a.user.id, b.user.id]);
    // Nobody among them receives: the money is Leo's own; Leo is never among them.
    expect(owners.owners.every((o: { receives: boolean }) => !o.receives)).toBe(true);
    const dep = await ok(await as(b, 'GET', `/api/dependent/get/${leo.id}`));
    expect(dep.guardians.map((g: { id: string; isMe: boolean }) => [g.id, g.isMe])).toEqual([
      [a.user.id, false],
      [b.user.id, true],
    ]);
  });

  it('a link invitation works too', async () => {
    const [a, b] = await Promise.all([person('Lucía'), person('Marcos')]);
    const leo = await createLeo(a);
    const inv = await ok(await as(a, 'POST', `/api/dependent/owners/invite/${leo.id}`, {}));
    const token = String(inv.link).split('#t=')[1];
    await ok(await as(b, 'POST', '/api/owner-invite/accept', { token }));
    expect(await ok(await as(b, 'GET', `/api/dependent/get/${leo.id}`))).toMatchObject({ id: leo.id });
  });

  it('nobody receives: the receiver route answers 400', async () => {
    const { a, b, leo } = await twoGuardians();
    const res = await as(a, 'PUT', `/api/dependent/owners/receiver/${leo.id}`, { userId: b.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('llega a su propia hucha');
  });

  it('the last one cannot leave; another one can', async () => {
    const { a, b, leo } = await twoGuardians();
    expect(await ok(await as(b, 'DELETE', `/api/dependent/owners/${leo.id}/${b.user.id}`))).toEqual({
      left: true,
    });
    expect((await latestNotice(a)).title).toBe('Marcos Familia ha dejado de cuidar el perfil de Leo');
    const last = await as(a, 'DELETE', `/api/dependent/owners/${leo.id}/${a.user.id}`);
    expect(errorOf(last)).toMatchObject({ status: 409, code: 'LAST_OWNER' });
    expect(last.json().error.message).toContain('entrégaselo');
  });

  it('at most MAX_OWNERS guardians', async () => {
    const a = await person('Lucía');
    const leo = await createLeo(a);
    for (let i = 0; i < 5; i++) await ok(await as(a, 'POST', `/api/dependent/owners/invite/${leo.id}`, {}));
    const full = await as(a, 'POST', `/api/dependent/owners/invite/${leo.id}`, {});
    expect(errorOf(full)).toMatchObject({ status: 409, code: 'OWNERS_FULL' });
    expect(full.json().error.message).toContain('cuidan el perfil');
  });

  it('the second runs its lists and hears of them; removed, loses them at once', async () => {
    const { a, b, leo } = await twoGuardians();
    const friend = await person('Ana');
    await befriend(a, friend);
    const list = await ok(
      await as(a, 'POST', '/api/list/save', {
        name: 'Cumple de Leo',
        visibility: 'friends',
        forDependent: leo.id,
      }),
    );
    expect(list.forDependent).toEqual({ id: leo.id, name: 'Leo', kind: 'child' });
    expect(list.owner.id).toBe(leo.id);
    expect(list.isMine).toBe(true);
    const owners = await t.app.db.select().from(listOwners).where(eq(listOwners.listId, list.id));
    expect(owners.map((o) => o.userId).sort()).toEqual([a.user.id, b.user.id, leo.id].sort());
    // Marcos adds a gift: he runs it.
    const gift = await ok(
      await as(b, 'POST', '/api/list/gift/save', { listId: list.id, product: { name: 'Cuento' } }),
    );
    expect(
      (await ok(await as(b, 'GET', '/api/list/getPagination?lim=10&pos=0'))).list.map(
        (l: { id: string }) => l.id,
      ),
    ).toContain(list.id);
    // A friend gives it: both guardians are told, Leo (who reads nothing) is not.
    await ok(await as(friend, 'PUT', `/api/gift/reserve/${gift.id}`));
    await ok(await as(friend, 'PUT', `/api/gift/given/${gift.id}`));
    const given = (who: string) =>
      t.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who), eq(notifications.type, 'recibe_gitf')));
    expect(await given(a.user.id)).toHaveLength(1);
    expect(await given(b.user.id)).toHaveLength(1);
    expect(await given(leo.id)).toHaveLength(0);
    // A friend joins the list alone (not as Leo's guardian): the guardians hear it; Leo, who reads nothing, not.
    const inv = await ok(
      await as(a, 'POST', `/api/list/owners/invite/${list.id}`, { friendId: friend.user.id }),
    );
    await ok(await as(friend, 'POST', '/api/owner-invite/accept', { inviteId: inv.invite.id }));
    expect((await latestNotice(b)).title).toBe('Ana Familia ya lleva contigo la lista «Cumple de Leo»');
    expect(await t.app.db.select().from(notifications).where(eq(notifications.userId, leo.id))).toEqual([]);
    await ok(await as(a, 'DELETE', `/api/dependent/owners/${leo.id}/${b.user.id}`));
    expect((await latestNotice(b)).title).toBe(
      'Lucía Familia te ha quitado de quienes cuidan el perfil de Leo',
    );
    const after = await as(b, 'POST', '/api/list/gift/save', {
      listId: list.id,
      product: { name: 'Pelota' },
    });
    expect([403, 404]).toContain(after.statusCode);
    expect(
      (await ok(await as(b, 'GET', '/api/list/getPagination?lim=10&pos=0'))).list.map(
        (l: { id: string }) => l.id,
      ),
    ).not.toContain(list.id);
    expect(await t.app.db.select().from(guardians).where(eq(guardians.guardianId, b.user.id))).toEqual([]);
  });
});

describe('lists of a dependent', () => {
  it('only a guardian makes one; its receiver and its guardians stay', async () => {
    const { a, b, leo } = await twoGuardians();
    const list = await ok(
      await as(a, 'POST', '/api/list/save', { name: 'Lista de Leo', forDependent: leo.id }),
    );
    const bad = await as(a, 'POST', '/api/list/save', { name: 'Lista', forDependent: 'leo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Elige a alguien de tu familia.');
    const hand = await as(a, 'PUT', `/api/list/owners/receiver/${list.id}`, { userId: a.user.id });
    expect(hand.statusCode).toBe(400);
    expect(hand.json().error.message).toContain('hucha de Leo');
    const removeLeo = await as(a, 'DELETE', `/api/list/owners/${list.id}/${leo.id}`);
    expect(removeLeo.statusCode).toBe(403);
    const removeB = await as(a, 'DELETE', `/api/list/owners/${list.id}/${b.user.id}`);
    expect(removeB.statusCode).toBe(403);
    expect(removeB.json().error.message).toContain('cuida el perfil de Leo');
    const leave = await as(b, 'DELETE', `/api/list/owners/${list.id}/${b.user.id}`);
    expect(leave.statusCode).toBe(403);
    const iban = await as(a, 'POST', '/api/direct-transfer/save', {
      listId: list.id,
      iban: 'ES9121000418450200051332',
      holder: 'Lucía Familia',
    });
    expect(iban.statusCode).toBe(400);
    expect(iban.json().error.message).toContain('La hucha de Leo recibe el dinero en Detalle');
    // Any guardian deletes it (it is not theirs to receive, but they run it for Leo).
    await ok(await as(b, 'DELETE', `/api/list/delete/${list.id}`));
  });

  it('a guest pays into it: the money is in its wallet for both guardians, and it cannot be deleted', async () => {
    const { a, b, leo } = await twoGuardians();
    const { listId } = await guestGivesTo(t.app, as, a, leo.id);
    for (const who of [a, b]) {
      const dep = await ok(await as(who, 'GET', `/api/dependent/get/${leo.id}`));
      expect(dep.balances).toEqual([{ currency: 'EUR', availableMinor: expect.any(Number) }]);
      expect(dep.balances[0].availableMinor).toBeGreaterThan(0);
    }
    // Whoever holds the link reads it as Leo's alone, and the money as going to his hucha.
    const shared = await ok(await as(null, 'GET', `/api/list/shared/${listId}`));
    expect(shared.forDependent).toEqual({ id: leo.id, name: 'Leo' });
    const del = await as(a, 'DELETE', `/api/dependent/delete/${leo.id}`);
    expect(errorOf(del)).toMatchObject({ status: 409, code: 'DEPENDENT_HAS_MONEY' });
    expect(await ok(await as(b, 'GET', `/api/dependent/get/${leo.id}`))).toMatchObject({ id: leo.id });
  });

  it('deleting an empty profile takes its lists with it', async () => {
    const { a, b, leo } = await twoGuardians();
    const list = await ok(
      await as(a, 'POST', '/api/list/save', { name: 'Lista de Leo', forDependent: leo.id }),
    );
    await ok(await as(b, 'DELETE', `/api/dependent/delete/${leo.id}`));
    expect(await t.app.db.select().from(users).where(eq(users.id, leo.id))).toEqual([]);
    expect(await t.app.db.select().from(lists).where(eq(lists.id, list.id))).toEqual([]);
    expect((await as(a, 'GET', `/api/dependent/get/${leo.id}`)).statusCode).toBe(404);
  });
});

describe('friends and the lists of a dependent', () => {
  it('list them while it is shown to friends, and only open them by link when it is not', async () => {
    const [a, friend] = await Promise.all([person('Lucía'), person('Ana')]);
    await befriend(a, friend);
    const leo = await createLeo(a);
    const list = await ok(
      await as(a, 'POST', '/api/list/save', {
        name: 'Cumple de Leo',
        visibility: 'friends',
        forDependent: leo.id,
      }),
    );
    const listed = async () =>
      (await ok(await as(friend, 'GET', '/api/list/friendList?lim=10&pos=0'))).list.map(
        (l: { id: string }) => l.id,
      );
    expect(await listed()).toEqual([list.id]);
    const opened = await ok(await as(friend, 'GET', `/api/list/get/${list.id}`));
    expect(opened.forDependent).toEqual({ id: leo.id, name: 'Leo', kind: 'child' });
    await ok(await as(a, 'PUT', `/api/dependent/update/${leo.id}`, { visibility: 'link' }));
    expect(await listed()).toEqual([]);
    expect((await as(friend, 'GET', `/api/list/get/${list.id}`)).statusCode).toBe(200);
  });
});

describe('a dependent’s card on a guardian’s page, as a friend opens it', () => {
  it('`list/friendList?friend=` its id: its lists a friend may list, nothing more', async () => {
    const [a, friend, stranger] = await Promise.all([person('Lucía'), person('Ana'), person('Sara')]);
    await befriend(a, friend);
    const leo = await createLeo(a);
    const save = async (name: string, visibility: string, forLeo = true) =>
      ok(
        await as(a, 'POST', '/api/list/save', {
          name,
          visibility,
          ...(forLeo ? { forDependent: leo.id } : {}),
        }),
      );
    const forFriends = await save('Cumple de Leo', 'friends');
    const open = await save('Bautizo de Leo', 'public');
    await save('Secreto de Leo', 'private');
    await save('Mi cumple', 'friends', false);
    const leosLists = async (who: Who) =>
      (await ok(await as(who, 'GET', `/api/list/friendList?lim=10&pos=0&friend=${leo.id}`))).list
        .map((l: { id: string }) => l.id)
        .sort();
    expect(await leosLists(friend)).toEqual([forFriends.id, open.id].sort());
    expect(await leosLists(stranger)).toEqual([]);
    // Shown to nobody: its card is not on Lucía's page, and its lists are not listed to her friends either.
    await ok(await as(a, 'PUT', `/api/dependent/update/${leo.id}`, { visibility: 'link' }));
    expect(await ok(await as(friend, 'GET', `/api/dependent/friend/${a.user.id}`))).toEqual([]);
    expect(await leosLists(friend)).toEqual([]);
  });
});

describe('asking for a dependent’s friends-only list', () => {
  it('names the guardian who gets the request, and sends it to them', async () => {
    const { a, b, leo } = await twoGuardians();
    const stranger = await person('Sara');
    const list = await ok(
      await as(b, 'POST', '/api/list/save', {
        name: 'Cumple de Leo',
        visibility: 'friends',
        forDependent: leo.id,
      }),
    );
    const refused = await as(stranger, 'GET', `/api/list/shared/${list.id}`);
    expect(errorOf(refused)).toMatchObject({
      status: 403,
      code: 'LIST_FOR_FRIENDS',
      message:
        'Esta lista es de Leo y solo la ven los amigos de su familia. Envía una solicitud de amistad a Lucía, que cuida de Leo: cuando la acepte, podrás verla.',
    });
    const asked = await ok(await as(stranger, 'POST', `/api/list/shared/${list.id}/askAccess`));
    expect(asked.relation).toBe('request_sent');
    expect((await latestNotice(a)).type).toBe('friend_request');
    // Once Lucía accepts, the list opens for Sara.
    const requests = await ok(await as(a, 'GET', '/api/friend/requests'));
    expect(JSON.stringify(requests)).toContain(stranger.user.id);
    const accepted = await ok(await as(a, 'POST', '/api/friend/request', { userId: stranger.user.id }));
    expect(accepted.relation).toBe('friend');
    expect((await as(stranger, 'GET', `/api/list/shared/${list.id}`)).statusCode).toBe(200);
  });
});

describe('special dates of a dependent', () => {
  it('its guardians list, create, update and delete them with ?for=', async () => {
    const { a, b, leo } = await twoGuardians();
    const made = await ok(
      await as(a, 'POST', `/api/special/dates/save?for=${leo.id}`, {
        title: 'Santo de Leo',
        date: '2024-06-24',
      }),
    );
    expect(made.owner.id).toBe(leo.id);
    const page = await ok(
      await as(b, 'GET', `/api/special/dates/getMySpecialDate?for=${leo.id}&lim=10&pos=0`),
    );
    expect(page.list.map((d: { title: string }) => d.title).sort()).toEqual([
      'Cumpleaños de Leo',
      'Santo de Leo',
    ]);
    // Not among Lucía's own dates.
    const mine = await ok(await as(a, 'GET', '/api/special/dates/getMySpecialDate?lim=10&pos=0'));
    expect(mine.list.map((d: { id: string }) => d.id)).not.toContain(made.id);
    const changed = await ok(
      await as(b, 'PUT', `/api/special/dates/update/${made.id}?for=${leo.id}`, { title: 'San Leo' }),
    );
    expect(changed.title).toBe('San Leo');
    // Without `for`, it is not Lucía's date to change.
    expect((await as(a, 'PUT', `/api/special/dates/update/${made.id}`, { title: 'Otro' })).statusCode).toBe(
      404,
    );
    expect((await as(a, 'GET', `/api/special/dates/get/${made.id}?for=${leo.id}`)).statusCode).toBe(200);
    await ok(await as(a, 'DELETE', `/api/special/dates/delete/${made.id}?for=${leo.id}`));
    expect((await as(a, 'GET', `/api/special/dates/get/${made.id}?for=${leo.id}`)).statusCode).toBe(404);
    expect((await as(a, 'GET', '/api/special/dates/getMySpecialDate?for=nope')).statusCode).toBe(400);
  });
});

describe('a dependent is nobody to reach by its id', () => {
  it('is not found in people search, cannot be asked to be a friend, blocked, or sent money', async () => {
    const a = await person('Lucía');
    const other = await person('Sara');
    const leo = await createLeo(a, { name: 'Leocadio' });
    const found = await ok(await as(other, 'GET', '/api/friend/search?sea=Leocadio&lim=10&pos=0'));
    expect(found.list).toEqual([]);
    const asGuardian = await ok(await as(a, 'GET', '/api/friend/search?sea=Leocadio&lim=10&pos=0'));
    expect(asGuardian.list).toEqual([]);
    expect((await as(other, 'POST', '/api/friend/request', { userId: leo.id })).statusCode).toBe(404);
    expect((await as(a, 'POST', '/api/friend/request', { userId: leo.id })).statusCode).toBe(404);
    expect((await as(other, 'POST', '/api/friend/block', { userId: leo.id })).statusCode).toBe(404);
    const money = await as(
      a,
      'POST',
      '/api/payment/save',
      { to: leo.id, amount: 1000, currency: 'EUR' },
      key(),
    );
    expect([403, 404]).toContain(money.statusCode);
    const coOwner = await ok(await as(a, 'POST', '/api/list/save', { name: 'Mi lista' }));
    expect(
      (await as(a, 'POST', `/api/list/owners/invite/${coOwner.id}`, { friendId: leo.id })).statusCode,
    ).toBe(403);
  });

  it('nobody signs in as it nor recovers its password', async () => {
    const a = await person('Lucía');
    const leo = await createLeo(a);
    for (const email of [`${leo.id}@ejemplo.com`, 'leo@ejemplo.com']) {
      const res = await as(null, 'POST', '/api/user/login', { email, password: 'una-clave-larga-1' });
      expect(res.statusCode).toBe(401);
    }
    expect((await as(null, 'POST', '/api/user/login', { email: leo.id, password: 'x' })).statusCode).toBe(
      400,
    );
    expect((await as(null, 'POST', '/api/user/login', { email: 'Leo', password: 'x' })).statusCode).toBe(400);
    const rec = await as(null, 'POST', '/api/user/sedRecoverPassword', { email: 'leo@ejemplo.com' });
    expect(rec.statusCode).toBe(200);
    const { accountTokens } = await import('../src/db/schema/index.js');
    expect(await t.app.db.select().from(accountTokens).where(eq(accountTokens.userId, leo.id))).toEqual([]);
  });
});

describe('account deletion of a guardian', () => {
  it('is refused while they are the only guardian, and works once another joins', async () => {
    const [a, b] = await Promise.all([person('Lucía', { passwordHash: null }), person('Marcos')]);
    await befriend(a, b);
    const leo = await createLeo(a);
    const refused = await as(a, 'DELETE', '/api/user/delete', { confirm: true });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toContain('Eres la única persona que cuida el perfil de Leo');
    const inv = await ok(
      await as(a, 'POST', `/api/dependent/owners/invite/${leo.id}`, { friendId: b.user.id }),
    );
    await ok(await as(b, 'POST', '/api/owner-invite/accept', { inviteId: inv.invite.id }));
    await ok(await as(a, 'DELETE', '/api/user/delete', { confirm: true }));
    const dep = await ok(await as(b, 'GET', `/api/dependent/get/${leo.id}`));
    expect(dep.guardians.map((g: { id: string }) => g.id)).toEqual([b.user.id]);
  });
});

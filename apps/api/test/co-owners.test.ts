import { MAX_OWNERS } from '@detalle/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventOrganisers, eventParticipants, listOwners } from '../src/db/schema/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Juntos' });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

type Kind = 'list' | 'event';
const kinds: { kind: Kind; create: (who: Who) => Promise<string>; words: Record<string, string> }[] = [
  {
    kind: 'list',
    async create(who) {
      const res = await as(who, 'POST', '/api/list/save', { name: 'Nuestra boda', visibility: 'friends' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id;
    },
    words: {
      invited: 'te invita a llevar juntos la lista «Nuestra boda»',
      joined: 'ya lleva contigo la lista «Nuestra boda»',
      removed: 'te ha quitado de la lista «Nuestra boda»',
      left: 'ha dejado de llevar la lista «Nuestra boda»',
      mine: 'Ya la llevas tú.',
      theirs: 'ya la lleva contigo.',
      notThere: 'Esa persona no la lleva.',
      chooseOwner: 'Elige a una de las personas que la llevan.',
      last: 'Eres la única persona que la lleva',
      full: 'entre quienes la llevan',
      fullOnAccept: 'Ya son el máximo de personas llevándola. Pide a quien te invitó',
    },
  },
  {
    kind: 'event',
    async create(who) {
      const res = await as(who, 'POST', '/api/event/save', {
        name: 'Nuestra boda',
        startsAt: inDays(20),
        visibility: 'friends',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id;
    },
    words: {
      invited: 'te invita a organizar juntos el evento «Nuestra boda»',
      joined: 'ya organiza contigo el evento «Nuestra boda»',
      removed: 'te ha quitado de quienes organizan el evento «Nuestra boda»',
      left: 'ha dejado de organizar el evento «Nuestra boda»',
      mine: 'Ya lo organizas tú.',
      theirs: 'ya lo organiza contigo.',
      notThere: 'Esa persona no lo organiza.',
      chooseOwner: 'Elige a una de las personas que lo organizan.',
      last: 'Eres la única persona que lo organiza',
      full: 'entre quienes lo organizan',
      fullOnAccept: 'Ya son el máximo de personas organizándolo. Pide a quien te invitó',
    },
  },
];

async function latestNotice(who: Who) {
  const res = await as(who, 'GET', '/api/notify/getPagination?lim=1&pos=0');
  return res.json().data.list[0];
}

/** A couple: `a` made it, `b` joined through a friend's invitation. */
async function couple(kind: Kind, create: (who: Who) => Promise<string>, names = ['Lucía', 'Marcos']) {
  const [a, b] = await Promise.all(names.map((n) => person(n)));
  if (!a || !b) throw new Error('no people');
  await befriend(a, b);
  const id = await create(a);
  const inv = await as(a, 'POST', `/api/${kind}/owners/invite/${id}`, { friendId: b.user.id });
  expect(inv.statusCode, inv.body).toBe(200);
  const acc = await as(b, 'POST', '/api/owner-invite/accept', { inviteId: inv.json().data.invite.id });
  expect(acc.statusCode, acc.body).toBe(200);
  return { a, b, id };
}

async function linkInvite(kind: Kind, who: Who, id: string) {
  const res = await as(who, 'POST', `/api/${kind}/owners/invite/${id}`, {});
  expect(res.statusCode, res.body).toBe(200);
  const { link, invite } = res.json().data;
  return { token: new URL(link).hash.replace('#t=', ''), invite, link: link as string };
}

const ownersOf = async (kind: Kind, who: Who, id: string) =>
  (await as(who, 'GET', `/api/${kind}/owners/${id}`)).json().data;

describe.each(kinds)('running a $kind together', ({ kind, create, words }) => {
  it('shows its owners only to its owners', async () => {
    const [lucia, friend, stranger] = await Promise.all([person('Lucía'), person('Pepa'), person('Tomás')]);
    await befriend(lucia, friend);
    const id = await create(lucia);
    const mine = await as(lucia, 'GET', `/api/${kind}/owners/${id}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({
      kind,
      id,
      name: 'Nuestra boda',
      owners: [{ id: lucia.user.id, receives: true, isMe: true }],
      invites: [],
      canInvite: true,
    });
    // A friend sees the list or event but does not run it; a stranger does not even see it.
    expect((await as(friend, 'GET', `/api/${kind}/owners/${id}`)).statusCode).toBe(403);
    expect((await as(stranger, 'GET', `/api/${kind}/owners/${id}`)).statusCode).toBe(404);
    expect((await as(stranger, 'POST', `/api/${kind}/owners/invite/${id}`, {})).statusCode).toBe(404);
    expect((await as(friend, 'POST', `/api/${kind}/owners/invite/${id}`, {})).statusCode).toBe(403);
    expect((await as(null, 'GET', `/api/${kind}/owners/${id}`)).statusCode).toBe(401);
    expect((await as(lucia, 'GET', `/api/${kind}/owners/no-es-un-id`)).statusCode).toBe(404);
  });

  it('invites a friend, who is told, looks and accepts; the owner is told', async () => {
    const [lucia, marcos, other] = await Promise.all([person('Lucía'), person('Marcos'), person('Otro')]);
    await befriend(lucia, marcos);
    const id = await create(lucia);
    // Only friends.
    const notFriend = await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, {
      friendId: other.user.id,
    });
    expect(notFriend.statusCode).toBe(403);
    expect(notFriend.json().error.message).toContain('Solo puedes invitar a tus amigos');
    const res = await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, { friendId: marcos.user.id });
    expect(res.statusCode, res.body).toBe(200);
    const { invite, link } = res.json().data;
    expect(link).toBeNull();
    expect(invite).toMatchObject({ invitee: { id: marcos.user.id }, invitedBy: { id: lucia.user.id } });
    const notice = await latestNotice(marcos);
    expect(notice).toMatchObject({
      type: 'co_owner',
      title: `Lucía Juntos ${words.invited}`,
      data: { inviteId: invite.id, kind, id },
    });
    // Twice is once.
    const again = await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, { friendId: marcos.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('espera a que responda');
    expect((await ownersOf(kind, lucia, id)).invites).toHaveLength(1);

    // Only its invitee may look at a friend's invitation.
    expect((await as(other, 'POST', '/api/owner-invite/look', { inviteId: invite.id })).statusCode).toBe(404);
    const look = await as(marcos, 'POST', '/api/owner-invite/look', { inviteId: invite.id });
    expect(look.statusCode, look.body).toBe(200);
    expect(look.json().data).toMatchObject({
      kind,
      id,
      name: 'Nuestra boda',
      invitedBy: { id: lucia.user.id },
      owners: [{ id: lucia.user.id }],
      alreadyOwner: false,
    });
    expect((await as(other, 'POST', '/api/owner-invite/accept', { inviteId: invite.id })).statusCode).toBe(
      404,
    );
    const acc = await as(marcos, 'POST', '/api/owner-invite/accept', { inviteId: invite.id });
    expect(acc.statusCode, acc.body).toBe(200);
    expect(acc.json().data).toEqual({ kind, id });
    expect((await latestNotice(lucia)).title).toBe(`Marcos Juntos ${words.joined}`);
    const owners = await ownersOf(kind, marcos, id);
    expect(
      owners.owners.map((o: { id: string; receives: boolean; isMe: boolean }) => [o.id, o.receives, o.isMe]),
    ).toEqual([
      [lucia.user.id, true, false],
      [marcos.user.id, false, true],
    ]);
    expect(owners.invites).toEqual([]);
    // Accepting again is harmless; looking again says they already run it.
    expect((await as(marcos, 'POST', '/api/owner-invite/accept', { inviteId: invite.id })).statusCode).toBe(
      200,
    );
    const seen = await as(marcos, 'POST', '/api/owner-invite/look', { inviteId: invite.id });
    expect(seen.json().data.alreadyOwner).toBe(true);
    // Already an owner: not invited again.
    const dup = await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, { friendId: marcos.user.id });
    expect(dup.statusCode).toBe(409);
  });

  it('makes a link whose secret works once, until it expires, for whoever opens it', async () => {
    const [lucia, stranger, late] = await Promise.all([person('Lucía'), person('Nadia'), person('Tarde')]);
    const id = await create(lucia);
    const { token, invite, link } = await linkInvite(kind, lucia, id);
    expect(link).toBe(`${t.app.config.publicUrl}/llevar-juntos#t=${token}`);
    expect(invite.invitee).toBeNull();
    // Only its hash is kept.
    const stored = await t.app.db.execute(sql`select token_hash from owner_invites where id = ${invite.id}`);
    expect(JSON.stringify(stored)).not.toContain(token);

    const wrong = await as(stranger, 'POST', '/api/owner-invite/look', { token: `${token.slice(0, -3)}xyz` });
    expect(wrong.statusCode).toBe(404);
    const cut = await as(stranger, 'POST', '/api/owner-invite/look', { token: 'corto' });
    expect(cut.statusCode).toBe(400);
    expect(cut.body).toContain('El enlace de la invitación no está completo');
    const look = await as(stranger, 'POST', '/api/owner-invite/look', { token });
    expect(look.statusCode, look.body).toBe(200);
    expect(look.json().data).toMatchObject({ kind, id, alreadyOwner: false });
    expect((await as(stranger, 'POST', '/api/owner-invite/accept', { token })).statusCode).toBe(200);
    // Used: nobody else joins with it.
    const used = await as(late, 'POST', '/api/owner-invite/accept', { token });
    expect(used.statusCode).toBe(410);
    expect(used.json().error.code).toBe('OWNER_INVITE_GONE');
    expect((await as(late, 'POST', '/api/owner-invite/look', { token })).statusCode).toBe(410);

    const second = await linkInvite(kind, lucia, id);
    await t.app.db.execute(
      sql`update owner_invites set expires_at = now() - interval '1 minute' where id = ${second.invite.id}`,
    );
    expect((await as(late, 'POST', '/api/owner-invite/look', { token: second.token })).statusCode).toBe(410);
    expect((await as(late, 'POST', '/api/owner-invite/accept', { token: second.token })).statusCode).toBe(
      410,
    );
    expect((await ownersOf(kind, lucia, id)).invites).toEqual([]);
  });

  it('declines and withdraws: the invitation works no more', async () => {
    const [lucia, marcos, stranger] = await Promise.all([
      person('Lucía'),
      person('Marcos'),
      person('Extraño'),
    ]);
    await befriend(lucia, marcos);
    const id = await create(lucia);
    const inv = (
      await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, { friendId: marcos.user.id })
    ).json().data.invite;
    const no = await as(marcos, 'POST', '/api/owner-invite/decline', { inviteId: inv.id });
    expect(no.statusCode, no.body).toBe(200);
    expect((await as(marcos, 'POST', '/api/owner-invite/accept', { inviteId: inv.id })).statusCode).toBe(410);
    expect((await as(marcos, 'POST', '/api/owner-invite/decline', { inviteId: inv.id })).statusCode).toBe(
      410,
    );

    const { token, invite } = await linkInvite(kind, lucia, id);
    expect((await as(stranger, 'DELETE', `/api/owner-invite/${invite.id}`)).statusCode).toBe(404);
    expect((await as(lucia, 'DELETE', '/api/owner-invite/no-es-un-id')).statusCode).toBe(404);
    const withdrawn = await as(lucia, 'DELETE', `/api/owner-invite/${invite.id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.invites).toEqual([]);
    expect((await as(lucia, 'DELETE', `/api/owner-invite/${invite.id}`)).statusCode).toBe(410);
    expect((await as(stranger, 'POST', '/api/owner-invite/accept', { token })).statusCode).toBe(410);
    // A friend may be invited again once they declined.
    const again = await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, { friendId: marcos.user.id });
    expect(again.statusCode).toBe(200);
  });

  it('only the receiver hands the money over; the others are told', async () => {
    const { a: lucia, b: marcos, id } = await couple(kind, create);
    const grab = await as(marcos, 'PUT', `/api/${kind}/owners/receiver/${id}`, { userId: marcos.user.id });
    expect(grab.statusCode).toBe(403);
    expect(grab.json().error.message).toBe('Solo quien recibe el dinero puede pasárselo a otra persona.');
    const res = await as(lucia, 'PUT', `/api/${kind}/owners/receiver/${id}`, { userId: marcos.user.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.owners[0]).toMatchObject({ id: marcos.user.id, receives: true, isMe: false });
    expect((await latestNotice(marcos)).title).toBe(
      'Ahora el dinero de «Nuestra boda» llega a Marcos Juntos',
    );
    // Lucía receives no more: she cannot take it back.
    expect(
      (await as(lucia, 'PUT', `/api/${kind}/owners/receiver/${id}`, { userId: lucia.user.id })).statusCode,
    ).toBe(403);
    const bad = await as(marcos, 'PUT', `/api/${kind}/owners/receiver/${id}`, { userId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Elige a quién llega el dinero.');
    const stranger = await person('Extraño');
    const notOwner = await as(marcos, 'PUT', `/api/${kind}/owners/receiver/${id}`, {
      userId: stranger.user.id,
    });
    expect(notOwner.statusCode).toBe(400);
    expect(notOwner.json().error.message).toBe(words.chooseOwner);
    expect(
      (await as(stranger, 'PUT', `/api/${kind}/owners/receiver/${id}`, { userId: stranger.user.id }))
        .statusCode,
    ).toBe(404);
  });

  it('removes an owner, who is told and can do nothing more; nobody removes the receiver', async () => {
    const { a: lucia, b: marcos, id } = await couple(kind, create);
    const keep = await as(marcos, 'DELETE', `/api/${kind}/owners/${id}/${lucia.user.id}`);
    expect(keep.statusCode).toBe(403);
    expect(keep.json().error.message).toBe(
      'No puedes quitar a quien recibe el dinero. Pídele que te lo pase o que salga.',
    );
    const removed = await as(lucia, 'DELETE', `/api/${kind}/owners/${id}/${marcos.user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.owners).toEqual([
      expect.objectContaining({ id: lucia.user.id, receives: true, isMe: true }),
    ]);
    expect((await latestNotice(marcos)).title).toBe(`Lucía Juntos ${words.removed}`);
    // Marcos is still Lucía's friend (he may see it) but runs it no more.
    expect((await as(marcos, 'GET', `/api/${kind}/owners/${id}`)).statusCode).toBe(403);
    expect((await as(marcos, 'DELETE', `/api/${kind}/owners/${id}/${lucia.user.id}`)).statusCode).toBe(403);
    expect(
      (await as(marcos, 'PUT', `/api/${kind}/owners/receiver/${id}`, { userId: marcos.user.id })).statusCode,
    ).toBe(403);
    expect((await as(marcos, 'POST', `/api/${kind}/owners/invite/${id}`, {})).statusCode).toBe(403);
    const notThere = await as(lucia, 'DELETE', `/api/${kind}/owners/${id}/${marcos.user.id}`);
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json().error.message).toBe(words.notThere);
    const last = await as(lucia, 'DELETE', `/api/${kind}/owners/${id}/${lucia.user.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatchObject({ code: 'LAST_OWNER' });
    expect(last.json().error.message).toContain(words.last);
  });

  it('a removed owner rejoins through none of the invitations they made', async () => {
    const { a: lucia, b: marcos, id } = await couple(kind, create);
    const friend = await person('Amiga');
    await befriend(marcos, friend);
    const { token } = await linkInvite(kind, marcos, id);
    const toFriend = await as(marcos, 'POST', `/api/${kind}/owners/invite/${id}`, {
      friendId: friend.user.id,
    });
    expect(toFriend.statusCode, toFriend.body).toBe(200);
    const kept = await linkInvite(kind, lucia, id);
    expect((await as(lucia, 'DELETE', `/api/${kind}/owners/${id}/${marcos.user.id}`)).statusCode).toBe(200);
    // His invitations ended with him; Lucía's stays open.
    expect((await ownersOf(kind, lucia, id)).invites.map((i: { id: string }) => i.id)).toEqual([
      kept.invite.id,
    ]);
    const rejoin = await as(marcos, 'POST', '/api/owner-invite/accept', { token });
    expect(rejoin.statusCode).toBe(410);
    expect(rejoin.json().error.code).toBe('OWNER_INVITE_GONE');
    const inviteId = toFriend.json().data.invite.id;
    expect((await as(friend, 'POST', '/api/owner-invite/accept', { inviteId })).statusCode).toBe(410);
    expect((await ownersOf(kind, lucia, id)).owners).toHaveLength(1);
  });

  it('refuses an invitation whose inviter runs it no more, or is no more a friend', async () => {
    const { a: lucia, b: marcos, id } = await couple(kind, create);
    const [x, y] = await Promise.all([person('Xenia'), person('Yago')]);
    await befriend(marcos, x);
    await befriend(lucia, y);
    const { token } = await linkInvite(kind, marcos, id);
    const toX = (await as(marcos, 'POST', `/api/${kind}/owners/invite/${id}`, { friendId: x.user.id })).json()
      .data.invite.id;
    const toY = (await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, { friendId: y.user.id })).json()
      .data.invite.id;
    // Marcos stops running it without the co-owners module (no invitation of his ends): the answers check.
    if (kind === 'list')
      await t.app.db
        .delete(listOwners)
        .where(and(eq(listOwners.listId, id), eq(listOwners.userId, marcos.user.id)));
    else
      await t.app.db
        .delete(eventOrganisers)
        .where(and(eq(eventOrganisers.eventId, id), eq(eventOrganisers.userId, marcos.user.id)));
    expect((await as(x, 'POST', '/api/owner-invite/look', { inviteId: toX })).statusCode).toBe(410);
    expect((await as(x, 'POST', '/api/owner-invite/accept', { inviteId: toX })).statusCode).toBe(410);
    expect((await as(y, 'POST', '/api/owner-invite/accept', { token })).statusCode).toBe(410);
    // Unfriended: Lucía's invitation to Yago no longer works.
    expect((await as(lucia, 'DELETE', `/api/friend/delete/${y.user.id}`)).statusCode).toBe(200);
    const unfriended = await as(y, 'POST', '/api/owner-invite/accept', { inviteId: toY });
    expect(unfriended.statusCode).toBe(410);
    expect((await ownersOf(kind, lucia, id)).owners).toHaveLength(1);
  });

  it('leaving as the receiver passes the money to the owner who joined first', async () => {
    const { a: lucia, b: marcos, id } = await couple(kind, create);
    const { token } = await linkInvite(kind, lucia, id);
    const nuria = await person('Nuria');
    expect((await as(nuria, 'POST', '/api/owner-invite/accept', { token })).statusCode).toBe(200);
    const left = await as(lucia, 'DELETE', `/api/${kind}/owners/${id}/${lucia.user.id}`);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data).toEqual({ left: true });
    const now = await ownersOf(kind, nuria, id);
    expect(now.owners.map((o: { id: string; receives: boolean }) => [o.id, o.receives])).toEqual([
      [marcos.user.id, true],
      [nuria.user.id, false],
    ]);
    expect(await latestNotice(nuria)).toMatchObject({
      title: `Lucía Juntos ${words.left}`,
      body: 'Ahora el dinero de «Nuestra boda» llega a Marcos Juntos',
    });
  });

  it(`counts owners and open invitations up to ${MAX_OWNERS}`, async () => {
    const lucia = await person('Lucía');
    const id = await create(lucia);
    const invites: Awaited<ReturnType<typeof linkInvite>>[] = [];
    for (let i = 1; i < MAX_OWNERS; i++) invites.push(await linkInvite(kind, lucia, id));
    const full = await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, {});
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('OWNERS_FULL');
    expect(full.json().error.message).toContain(words.full);
    expect((await ownersOf(kind, lucia, id)).canInvite).toBe(false);
    // Withdrawing one makes room; an expired one counts no more.
    await as(lucia, 'DELETE', `/api/owner-invite/${invites[0]?.invite.id}`);
    expect((await ownersOf(kind, lucia, id)).canInvite).toBe(true);
    await t.app.db.execute(
      sql`update owner_invites set expires_at = now() where id = ${invites[1]?.invite.id}`,
    );
    expect((await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, {})).statusCode).toBe(200);
    expect((await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, {})).statusCode).toBe(200);
    expect((await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, {})).statusCode).toBe(409);
  });

  it('accepting past the limit tells the invitee what they can do', async () => {
    const lucia = await person('Lucía');
    const id = await create(lucia);
    const { token } = await linkInvite(kind, lucia, id);
    // Only owners added another way fill it while an invitation is open: the seats count invitations too.
    for (let i = 1; i < MAX_OWNERS; i++) {
      const userId = (await person(`Socio${i}`)).user.id;
      if (kind === 'list') await t.app.db.insert(listOwners).values({ listId: id, userId });
      else await t.app.db.insert(eventOrganisers).values({ eventId: id, userId });
    }
    const late = await as(await person('Tarde'), 'POST', '/api/owner-invite/accept', { token });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'OWNERS_FULL' });
    expect(late.json().error.message).toContain(words.fullOnAccept);
  });

  it('refuses inviting someone blocked with any owner, as if not a friend', async () => {
    const { a: lucia, b: marcos, id } = await couple(kind, create);
    const carla = await person('Carla');
    await befriend(lucia, carla);
    expect((await as(marcos, 'POST', '/api/friend/block', { userId: carla.user.id })).statusCode).toBe(200);
    const inv = await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, { friendId: carla.user.id });
    expect(inv.statusCode).toBe(403);
    expect(inv.json().error.message).toContain('Solo puedes invitar a tus amigos');
    expect((await latestNotice(carla)).type).not.toBe('co_owner');
    expect((await ownersOf(kind, lucia, id)).invites).toEqual([]);
  });

  it('refuses a blocked pair, and bad input in Spanish', async () => {
    const [lucia, blocked] = await Promise.all([person('Lucía'), person('Bloqueado')]);
    await befriend(lucia, blocked);
    const id = await create(lucia);
    const { token } = await linkInvite(kind, lucia, id);
    expect((await as(lucia, 'POST', '/api/friend/block', { userId: blocked.user.id })).statusCode).toBe(200);
    const inv = await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, { friendId: blocked.user.id });
    expect(inv.statusCode).toBe(403);
    expect((await as(blocked, 'POST', '/api/owner-invite/look', { token })).statusCode).toBe(404);
    expect((await as(blocked, 'POST', '/api/owner-invite/accept', { token })).statusCode).toBe(404);
    const badFriend = await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, { friendId: 'Ana' });
    expect(badFriend.statusCode).toBe(400);
    expect(badFriend.body).toContain('Elige a uno de tus amigos.');
    const badAnswer = await as(lucia, 'POST', '/api/owner-invite/accept', { inviteId: 'x' });
    expect(badAnswer.statusCode).toBe(400);
    const self = await as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, { friendId: lucia.user.id });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(words.mine);
  });
});

describe.skipIf(!process.env.DATABASE_URL).each(kinds)(
  'at the same moment, a $kind (PostgreSQL)',
  ({ kind, create }) => {
    it('two owners removing each other: only the receiver’s removal succeeds, never zero owners', async () => {
      for (let round = 0; round < 4; round++) {
        const { a, b, id } = await couple(kind, create, [`Ana${round}`, `Bea${round}`]);
        const [ra, rb] = await Promise.all([
          as(a, 'DELETE', `/api/${kind}/owners/${id}/${b.user.id}`),
          as(b, 'DELETE', `/api/${kind}/owners/${id}/${a.user.id}`),
        ]);
        expect([ra.statusCode, rb.statusCode]).toEqual([200, 403]);
        const left = await ownersOf(kind, a, id);
        expect(left.owners).toEqual([expect.objectContaining({ id: a.user.id, receives: true })]);
      }
    });

    it('two owners who do not receive removing each other: one goes, the other stays', async () => {
      for (let round = 0; round < 4; round++) {
        const { a, b, id } = await couple(kind, create, [`Ana${round}`, `Bea${round}`]);
        const { token } = await linkInvite(kind, a, id);
        const c = await person(`Cris${round}`);
        expect((await as(c, 'POST', '/api/owner-invite/accept', { token })).statusCode).toBe(200);
        const answers = await Promise.all([
          as(b, 'DELETE', `/api/${kind}/owners/${id}/${c.user.id}`),
          as(c, 'DELETE', `/api/${kind}/owners/${id}/${b.user.id}`),
        ]);
        // Whoever went second no longer ran it: refused under the row lock (403), or before it (404 to Cris,
        // who cannot even see it unless she runs it).
        const codes = answers.map((r) => r.statusCode);
        expect(
          codes.filter((s) => s === 200),
          JSON.stringify(codes),
        ).toHaveLength(1);
        expect([403, 404]).toContain(codes.find((s) => s !== 200));
        const stayed = codes[0] === 200 ? b : c;
        const now = await ownersOf(kind, a, id);
        expect(now.owners.map((o: { id: string }) => o.id)).toEqual([a.user.id, stayed.user.id]);
      }
    });

    it('the receiver hands it over while another owner leaves: one receiver, an owner', async () => {
      for (let round = 0; round < 4; round++) {
        const { a, b, id } = await couple(kind, create, [`Ana${round}`, `Bea${round}`]);
        const { token } = await linkInvite(kind, a, id);
        const c = await person(`Cris${round}`);
        expect((await as(c, 'POST', '/api/owner-invite/accept', { token })).statusCode).toBe(200);
        const [handed, left] = await Promise.all([
          as(a, 'PUT', `/api/${kind}/owners/receiver/${id}`, { userId: b.user.id }),
          as(b, 'DELETE', `/api/${kind}/owners/${id}/${b.user.id}`),
        ]);
        expect(left.statusCode).toBe(200);
        // Handed over first, Bea took the money with her when leaving; else she was no owner to hand it to.
        expect([200, 400]).toContain(handed.statusCode);
        const now = await ownersOf(kind, c, id);
        const receivers = now.owners.filter((o: { receives: boolean }) => o.receives);
        expect(receivers).toHaveLength(1);
        expect(now.owners.map((o: { id: string }) => o.id)).not.toContain(b.user.id);
      }
    });

    it('two hand-overs at once end with one receiver, who is an owner', async () => {
      for (let round = 0; round < 4; round++) {
        const { a, b, id } = await couple(kind, create, [`Ana${round}`, `Bea${round}`]);
        const { token } = await linkInvite(kind, a, id);
        const c = await person(`Cris${round}`);
        expect((await as(c, 'POST', '/api/owner-invite/accept', { token })).statusCode).toBe(200);
        const answers = await Promise.all([
          as(a, 'PUT', `/api/${kind}/owners/receiver/${id}`, { userId: b.user.id }),
          as(a, 'PUT', `/api/${kind}/owners/receiver/${id}`, { userId: c.user.id }),
        ]);
        expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
        const now = await ownersOf(kind, a, id);
        const receivers = now.owners.filter((o: { receives: boolean }) => o.receives);
        expect(receivers).toHaveLength(1);
        expect([b.user.id, c.user.id]).toContain(receivers[0].id);
      }
    });

    it(`accepts at once never pass ${MAX_OWNERS} owners, and a link works once`, async () => {
      const lucia = await person('Lucía');
      const id = await create(lucia);
      const links: Awaited<ReturnType<typeof linkInvite>>[] = [];
      for (let i = 1; i < MAX_OWNERS; i++) links.push(await linkInvite(kind, lucia, id));
      const people = await Promise.all(links.flatMap((_, i) => [person(`Uno${i}`), person(`Otro${i}`)]));
      // Two people for each link, and one more invitation asked for, all at once.
      const answers = await Promise.all([
        ...people.map((p, i) => as(p, 'POST', '/api/owner-invite/accept', { token: links[i >> 1]?.token })),
        as(lucia, 'POST', `/api/${kind}/owners/invite/${id}`, {}),
      ]);
      const accepted = answers.slice(0, -1).filter((r) => r.statusCode === 200);
      expect(accepted).toHaveLength(MAX_OWNERS - 1);
      expect(answers.at(-1)?.statusCode).toBe(409);
      const owners = kind === 'list' ? listOwners : eventOrganisers;
      const column = kind === 'list' ? listOwners.listId : eventOrganisers.eventId;
      const [{ n } = { n: 0 }] = await t.app.db.select({ n: count() }).from(owners).where(eq(column, id));
      expect(Number(n)).toBe(MAX_OWNERS);
    });

    it('an owner removed while the receiver hands it to them: the receiver is still an owner', async () => {
      for (let round = 0; round < 4; round++) {
        const { a, b, id } = await couple(kind, create, [`Ana${round}`, `Bea${round}`]);
        const [removed, handed] = await Promise.all([
          as(a, 'DELETE', `/api/${kind}/owners/${id}/${b.user.id}`),
          as(a, 'PUT', `/api/${kind}/owners/receiver/${id}`, { userId: b.user.id }),
        ]);
        // Removed first: Bea is no owner to hand it to. Handed first: Bea receives and nobody removes her.
        const now = await ownersOf(kind, b, id);
        if (removed.statusCode === 200) {
          expect(handed.statusCode).toBe(400);
          expect((await ownersOf(kind, a, id)).owners).toEqual([
            expect.objectContaining({ id: a.user.id, receives: true }),
          ]);
        } else {
          expect([removed.statusCode, handed.statusCode]).toEqual([403, 200]);
          expect(now.owners.filter((o: { receives: boolean }) => o.receives)).toEqual([
            expect.objectContaining({ id: b.user.id }),
          ]);
        }
      }
    });

    it.skipIf(kind !== 'event')(
      'invited as a guest while becoming an organiser: an organiser, no guest',
      async () => {
        for (let round = 0; round < 4; round++) {
          const [a, b] = await Promise.all([person(`Ana${round}`), person(`Bea${round}`)]);
          await befriend(a, b);
          const id = await create(a);
          const inviteId = (
            await as(a, 'POST', `/api/event/owners/invite/${id}`, { friendId: b.user.id })
          ).json().data.invite.id;
          const [accepted, invited] = await Promise.all([
            as(b, 'POST', '/api/owner-invite/accept', { inviteId }),
            as(a, 'POST', '/api/friend/inviteToEvento', { eventId: id, userIds: [b.user.id] }),
          ]);
          expect([accepted.statusCode, invited.statusCode]).toEqual([200, 200]);
          const guests = await t.app.db
            .select({ n: count() })
            .from(eventParticipants)
            .where(and(eq(eventParticipants.eventId, id), eq(eventParticipants.userId, b.user.id)));
          expect(Number(guests[0]?.n)).toBe(0);
        }
      },
    );

    it('an accept and a decline at once: one wins, the other is told it no longer works', async () => {
      for (let round = 0; round < 4; round++) {
        const [a, b] = await Promise.all([person(`Ana${round}`), person(`Bea${round}`)]);
        await befriend(a, b);
        const id = await create(a);
        const inviteId = (
          await as(a, 'POST', `/api/${kind}/owners/invite/${id}`, { friendId: b.user.id })
        ).json().data.invite.id;
        const [accepted, declined] = await Promise.all([
          as(b, 'POST', '/api/owner-invite/accept', { inviteId }),
          as(b, 'POST', '/api/owner-invite/decline', { inviteId }),
        ]);
        expect([accepted.statusCode, declined.statusCode].sort()).toEqual([200, 410]);
        const owners = (await ownersOf(kind, a, id)).owners;
        expect(owners).toHaveLength(accepted.statusCode === 200 ? 2 : 1);
      }
    });
  },
);

describe('organising an event one was invited to', () => {
  it('ends the guest place of whoever becomes an organiser, and organisers are not invited', async () => {
    const [lucia, marcos] = await Promise.all([person('Lucía'), person('Marcos')]);
    await befriend(lucia, marcos);
    const id = (await kinds[1]?.create(lucia)) as string;
    await as(lucia, 'POST', '/api/friend/inviteToEvento', { eventId: id, userIds: [marcos.user.id] });
    expect(
      (await as(marcos, 'PUT', `/api/event/invitation/respond/${id}`, { accept: true })).statusCode,
    ).toBe(200);
    const inv = (
      await as(lucia, 'POST', `/api/event/owners/invite/${id}`, { friendId: marcos.user.id })
    ).json().data.invite;
    expect((await as(marcos, 'POST', '/api/owner-invite/accept', { inviteId: inv.id })).statusCode).toBe(200);
    const seen = (await as(lucia, 'GET', `/api/event/get/${id}`)).json().data;
    expect(seen).toMatchObject({ participantCount: 0, participants: [] });
    const again = await as(lucia, 'POST', '/api/friend/inviteToEvento', {
      eventId: id,
      userIds: [marcos.user.id],
    });
    expect(again.json().data.invited).toBe(0);
    expect((await as(marcos, 'GET', `/api/event/get/${id}`)).json().data).toMatchObject({
      role: 'organiser',
      participants: [],
    });
  });
});

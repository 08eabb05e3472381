import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testClient } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person } = testClient(() => t.app);
const notificationsOf = async (token: string) =>
  (await as(token, 'GET', '/api/notify/getPagination?lim=50&pos=0')).json().data.list;

describe('finding people', () => {
  it('finds by part of the name, and by exact e-mail or phone only', async () => {
    const me = await person('Buscadora');
    const rosa = await person('Rosalía', {
      email: 'rosalia.unica@ejemplo.com',
      phoneE164: '+34699111222',
      mobile: '699111222',
      codephone: '34',
    });
    const byName = (await as(me.token, 'GET', '/api/friend/search?sea=osalí&lim=10&pos=0')).json().data;
    expect(byName.list.map((p: { id: string }) => p.id)).toContain(rosa.user.id);
    expect(byName.list[0]).toMatchObject({ relation: 'none' });
    const byEmail = (await as(me.token, 'GET', '/api/friend/search?sea=ROSALIA.UNICA@ejemplo.com')).json()
      .data;
    expect(byEmail.list.map((p: { id: string }) => p.id)).toEqual([rosa.user.id]);
    expect((await as(me.token, 'GET', '/api/friend/search?sea=rosalia.unica@')).json().data.total).toBe(0);
    const byPhone = (
      await as(me.token, 'GET', `/api/friend/search?sea=${encodeURIComponent('+34 699 111 222')}`)
    ).json().data;
    expect(byPhone.list.map((p: { id: string }) => p.id)).toEqual([rosa.user.id]);
    const short = await as(me.token, 'GET', '/api/friend/search?sea=ro');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields[0].message).toBe('Escribe al menos 3 letras para buscar.');
  });
});

describe('looking someone up by e-mail or phone', () => {
  it('answers only the first name and photo, never the surname or the contact', async () => {
    const me = await person('Curiosa');
    const target = await person('Teodora', {
      lastname: 'Apellidoquenodebesaber',
      email: 'teodora.exacta@ejemplo.com',
    });
    const res = await as(me.token, 'GET', '/api/friend/search?sea=teodora.exacta@ejemplo.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.list).toEqual([
      { id: target.user.id, name: 'Teodora', lastname: '', image: null, relation: 'none' },
    ]);
    expect(res.body).not.toContain('Apellidoquenodebesaber');
    expect(res.body).not.toContain('exacta@');
  });

  it('is limited per session like sign-in, in Spanish', async () => {
    const me = await person('Rastreadora');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await as(me.token, 'GET', `/api/friend/search?sea=nadie${i}@ejemplo.com`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error.message).toMatch(/demasiados intentos/);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Searching by name is not a contact lookup: still answered.
    expect((await as(me.token, 'GET', '/api/friend/search?sea=Teodora')).statusCode).toBe(200);
  });
});

describe('friend requests', () => {
  it('request → notification → accept → friends both ways → notification back', async () => {
    const ana = await person('Ana');
    const bea = await person('Bea');
    const sent = await as(ana.token, 'POST', '/api/friend/request', { userId: bea.user.id });
    expect(sent.json().data.relation).toBe('request_sent');
    const reqs = (await as(bea.token, 'GET', '/api/friend/requests')).json().data;
    expect(reqs.incoming).toHaveLength(1);
    expect(reqs.incoming[0].person.id).toBe(ana.user.id);
    expect((await as(ana.token, 'GET', '/api/friend/requests')).json().data.outgoing[0].person.id).toBe(
      bea.user.id,
    );
    const [n] = await notificationsOf(bea.token);
    expect(n).toMatchObject({
      type: 'friend_request',
      title: 'Ana Prueba te ha enviado una solicitud de amistad',
      data: { userId: ana.user.id },
    });

    // Only the addressee can accept.
    expect((await as(ana.token, 'PUT', `/api/friend/accept/${reqs.incoming[0].id}`)).statusCode).toBe(404);
    expect((await as(bea.token, 'PUT', `/api/friend/accept/${reqs.incoming[0].id}`)).statusCode).toBe(200);
    const anaFriends = (await as(ana.token, 'GET', '/api/friend/getPagination?lim=10&pos=0')).json().data;
    expect(anaFriends.list.map((p: { id: string }) => p.id)).toEqual([bea.user.id]);
    const beaFriends = (await as(bea.token, 'GET', '/api/friend/getPagination?lim=10&pos=0')).json().data;
    expect(beaFriends.list.map((p: { id: string }) => p.id)).toEqual([ana.user.id]);
    expect((await notificationsOf(ana.token))[0]).toMatchObject({ type: 'friend_accepted' });

    expect((await as(ana.token, 'DELETE', `/api/friend/delete/${bea.user.id}`)).statusCode).toBe(200);
    expect((await as(bea.token, 'GET', '/api/friend/getPagination?lim=10&pos=0')).json().data.total).toBe(0);
  });

  it('asking someone who already asked you makes you friends at once', async () => {
    const a = await person('Carla');
    const b = await person('Dani');
    await as(a.token, 'POST', '/api/friend/request', { userId: b.user.id });
    const back = await as(b.token, 'POST', '/api/friend/request', { userId: a.user.id });
    expect(back.json().data.relation).toBe('friend');
  });

  it('declining and cancelling remove the request, each only by its own side', async () => {
    const a = await person('Elena');
    const b = await person('Fran');
    await as(a.token, 'POST', '/api/friend/request', { userId: b.user.id });
    const id = (await as(b.token, 'GET', '/api/friend/requests')).json().data.incoming[0].id;
    expect((await as(a.token, 'PUT', `/api/friend/decline/${id}`)).statusCode).toBe(404);
    expect((await as(b.token, 'DELETE', `/api/friend/cancel/${id}`)).statusCode).toBe(404);
    expect((await as(b.token, 'PUT', `/api/friend/decline/${id}`)).statusCode).toBe(200);
    await as(a.token, 'POST', '/api/friend/request', { userId: b.user.id });
    const again = (await as(a.token, 'GET', '/api/friend/requests')).json().data.outgoing[0].id;
    expect((await as(a.token, 'DELETE', `/api/friend/cancel/${again}`)).statusCode).toBe(200);
    expect((await as(b.token, 'GET', '/api/friend/requests')).json().data.incoming).toHaveLength(0);
  });

  it('refuses a request to yourself or to nobody', async () => {
    const a = await person('Gema');
    expect((await as(a.token, 'POST', '/api/friend/request', { userId: a.user.id })).statusCode).toBe(400);
    expect(
      (await as(a.token, 'POST', '/api/friend/request', { userId: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('blocking', () => {
  it('ends the friendship, hides both from each other and stops requests, without revealing the block', async () => {
    const a = await person('Hugo');
    const b = await person('Irene');
    await as(a.token, 'POST', '/api/friend/request', { userId: b.user.id });
    await as(b.token, 'POST', '/api/friend/request', { userId: a.user.id });
    expect((await as(a.token, 'POST', '/api/friend/block', { userId: b.user.id })).statusCode).toBe(200);
    expect((await as(a.token, 'GET', '/api/friend/getPagination?lim=10&pos=0')).json().data.total).toBe(0);
    expect(
      (await as(b.token, 'GET', '/api/friend/search?sea=Hugo'))
        .json()
        .data.list.map((p: { id: string }) => p.id),
    ).not.toContain(a.user.id);
    const req = await as(b.token, 'POST', '/api/friend/request', { userId: a.user.id });
    expect(req.statusCode).toBe(404);
    expect(
      (await as(a.token, 'GET', '/api/friend/blocked')).json().data.map((p: { id: string }) => p.id),
    ).toEqual([b.user.id]);
    await as(a.token, 'DELETE', `/api/friend/unblock/${b.user.id}`);
    expect((await as(b.token, 'POST', '/api/friend/request', { userId: a.user.id })).statusCode).toBe(200);
  });
});

describe('invitation link', () => {
  it('gives a link to the register page carrying who invites', async () => {
    const a = await person('Julia');
    const res = (await as(a.token, 'GET', '/api/friend/inviteLink')).json().data;
    expect(res.url).toBe(`${t.config.publicUrl}/register?invita=${a.user.id}`);
    expect(res.text).toMatch(/Julia te invita a Detalle/);
  });
});

// PGlite runs one statement at a time; races only show on PostgreSQL (CI runs this there).
describe.skipIf(!process.env.DATABASE_URL)('at the same moment (PostgreSQL)', () => {
  it('two people asking each other at once simply become friends', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([person(`Ana${round}`), person(`Blas${round}`)]);
      const [ra, rb] = await Promise.all([
        as(a.token, 'POST', '/api/friend/request', { userId: b.user.id }),
        as(b.token, 'POST', '/api/friend/request', { userId: a.user.id }),
      ]);
      expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
      const friendsOfA = (await as(a.token, 'GET', '/api/friend/getPagination?lim=10&pos=0')).json().data;
      expect(friendsOfA.list.map((p: { id: string }) => p.id)).toEqual([b.user.id]);
      const pending = (await as(a.token, 'GET', '/api/friend/requests')).json().data;
      expect(pending).toEqual({ incoming: [], outgoing: [] });
    }
  });

  it('accepting one request twice at once makes one friendship and one notification', async () => {
    const [a, b] = await Promise.all([person('Aurora'), person('Bruno')]);
    await as(a.token, 'POST', '/api/friend/request', { userId: b.user.id });
    const id = (await as(b.token, 'GET', '/api/friend/requests')).json().data.incoming[0].id;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => as(b.token, 'PUT', `/api/friend/accept/${id}`)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const accepted = (await notificationsOf(a.token)).filter(
      (n: { type: string }) => n.type === 'friend_accepted',
    );
    expect(accepted).toHaveLength(1);
  });
});

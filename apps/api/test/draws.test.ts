import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawAssignments, draws } from '../src/db/schema/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Sorteo' });
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

async function ok(res: Awaited<ReturnType<typeof as>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function createDraw(who: Who, body: object = {}) {
  return ok(
    await as(who, 'POST', '/api/draw/save', {
      name: 'Navidad en casa',
      exchangeDate: day(30),
      joinDeadline: inDays(20),
      budget: { amount: 2500, currency: 'EUR' },
      ...body,
    }),
  );
}
/** The draw day moved to the past, as if time had passed (the API reads the clock, tests do not wait). */
const exchangeHasCome = (id: string) =>
  t.app.db
    .update(draws)
    .set({ exchangeDate: day(-1), joinDeadline: new Date(Date.now() - 3 * 86_400_000) })
    .where(eq(draws.id, id));

async function notificationsOf(who: Who) {
  return (await ok(await as(who, 'GET', '/api/notify/getPagination?lim=100&pos=0'))).list as {
    title: string;
    body: string;
    data: Record<string, string>;
  }[];
}

/** A group of five with unique names (so a leaked name is found in any text), everyone friends with Olga. */
async function group() {
  const tag = Math.random().toString(36).slice(2, 7);
  const [org, ...rest] = await Promise.all(
    ['Olga', 'Pablo', 'Quima', 'Rita', 'Saúl'].map((n) => person(`${n}${tag}`)),
  );
  const others = rest as Who[];
  for (const o of others) await befriend(org as Who, o);
  return { org: org as Who, others, all: [org as Who, ...others] };
}

describe('creating and joining a draw', () => {
  it('creates a draw with friends, shares a link that others join, and lists it only to those in it', async () => {
    const { org, others } = await group();
    const [pablo, quima] = others as [Who, Who];
    const stranger = await person('Tomás');
    const d = await createDraw(org, { userIds: [pablo.user.id] });
    expect(d).toMatchObject({
      role: 'organiser-participant',
      status: 'open',
      participantCount: 2,
      budget: { amount: 2500, currency: 'EUR' },
      canJoin: false,
    });
    expect(d.inviteToken).toEqual(expect.any(String));
    expect((await notificationsOf(pablo)).some((n) => n.data.drawId === d.id)).toBe(true);

    // Pablo, a participant, does not get the link's secret; a stranger cannot reach the draw by id.
    expect((await ok(await as(pablo, 'GET', `/api/draw/get/${d.id}`))).inviteToken).toBeNull();
    expect((await as(stranger, 'GET', `/api/draw/get/${d.id}`)).statusCode).toBe(404);
    expect((await ok(await as(stranger, 'GET', '/api/draw/getPagination?lim=10&pos=0'))).total).toBe(0);

    // With the link: a preview, then joining (twice is harmless).
    const preview = await ok(await as(stranger, 'GET', `/api/draw/invite/${d.inviteToken}`));
    expect(preview).toMatchObject({
      name: 'Navidad en casa',
      open: true,
      alreadyIn: false,
      participantCount: 2,
    });
    const joined = await ok(await as(stranger, 'POST', '/api/draw/join', { token: d.inviteToken }));
    expect(joined).toMatchObject({ role: 'participant', participantCount: 3 });
    await ok(await as(stranger, 'POST', '/api/draw/join', { token: d.inviteToken }));
    expect((await ok(await as(stranger, 'GET', '/api/draw/getPagination?lim=10&pos=0'))).total).toBe(1);

    expect((await as(quima, 'POST', '/api/draw/join', { token: 'no-es-un-enlace-valido' })).statusCode).toBe(
      404,
    );
    // Only friends are added by the organiser; everyone else comes through the link.
    const notFriend = await as(org, 'POST', `/api/draw/add/${d.id}`, {
      userIds: [(await person('Ulises')).user.id],
    });
    expect(notFriend.statusCode).toBe(400);
  });

  it('validates in Spanish: the deadline before the exchange, and in the future', async () => {
    const { org } = await group();
    const late = await as(org, 'POST', '/api/draw/save', {
      name: 'Tarde',
      exchangeDate: day(5),
      joinDeadline: inDays(9),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toMatch(/plazo|Revisa/);
    const past = await as(org, 'POST', '/api/draw/save', {
      name: 'Pasado',
      exchangeDate: day(5),
      joinDeadline: inDays(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('El plazo para entrar tiene que acabar en el futuro.');
  });

  it('closes joining after the deadline and after the draw', async () => {
    const { org, others } = await group();
    const d = await createDraw(org, { userIds: others.slice(0, 3).map((o) => o.user.id) });
    await t.app.db
      .update(draws)
      .set({ joinDeadline: new Date(Date.now() - 1000) })
      .where(eq(draws.id, d.id));
    const late = await as(others[3] as Who, 'POST', '/api/draw/join', { token: d.inviteToken });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('DRAW_CLOSED');

    const e = await createDraw(org, { userIds: others.slice(0, 3).map((o) => o.user.id) });
    await ok(await as(org, 'POST', `/api/draw/run/${e.id}`));
    const after = await as(others[3] as Who, 'POST', '/api/draw/join', { token: e.inviteToken });
    expect(after.json().error.code).toBe('DRAW_CLOSED');
    expect((await ok(await as(others[3] as Who, 'GET', `/api/draw/invite/${e.inviteToken}`))).open).toBe(
      false,
    );
  });
});

describe('the secret', () => {
  it('no answer but my own result tells who gives to whom, for participants and organiser alike', async () => {
    const { org, all } = await group();
    const d = await createDraw(org, { userIds: all.slice(1).map((o) => o.user.id) });
    await ok(await as(org, 'POST', `/api/draw/run/${d.id}`));

    // Everything each person can read about the draw, except their own result.
    const everything = async () =>
      Promise.all(
        all.map(async (who) => ({
          draw: await ok(await as(who, 'GET', `/api/draw/get/${d.id}`)),
          page: await ok(await as(who, 'GET', '/api/draw/getPagination?lim=10&pos=0')),
          invite: await ok(await as(who, 'GET', `/api/draw/invite/${d.inviteToken}`)),
        })),
      );
    const before = JSON.stringify(await everything());
    // Redraw (nobody has looked yet) until the pairs differ: every answer above must stay the same byte for byte,
    // so none of them carries anything about the pairs.
    const resultsOf = async () => {
      const r = await t.app.db.select().from(drawAssignments).where(eq(drawAssignments.drawId, d.id));
      return JSON.stringify(r.map((x) => [x.giverId, x.receiverId]).sort());
    };
    const first = await resultsOf();
    let second = first;
    for (let i = 0; i < 20 && second === first; i++) {
      await ok(await as(org, 'POST', `/api/draw/redraw/${d.id}`, {}));
      second = await resultsOf();
    }
    expect(second).not.toBe(first);
    expect(JSON.stringify(await everything())).toBe(before);

    // Each sees exactly one recipient, never themselves, all different: a derangement.
    const results = await Promise.all(
      all.map(async (who) => ok(await as(who, 'GET', `/api/draw/myResult/${d.id}`))),
    );
    const receivers = results.map((r) => r.recipient.id);
    expect(new Set(receivers).size).toBe(all.length);
    results.forEach((r, i) => {
      expect(r.recipient.id).not.toBe(all[i]?.user.id);
      expect(r.givenBy).toBeNull();
      expect(r.canReveal).toBe(false);
    });

    // No notification to anyone names their recipient or their giver.
    for (const [i, who] of all.entries()) {
      const text = JSON.stringify((await notificationsOf(who)).filter((n) => n.data.drawId === d.id));
      const recipient = results[i]?.recipient.name as string;
      const giver = all[receivers.indexOf(who.user.id)]?.user.name as string;
      expect(text).not.toContain(recipient);
      if (giver !== who.user.name) expect(text).not.toContain(giver);
    }
  });

  it('an organiser who does not take part has no result and sees no pairs', async () => {
    const { org, others } = await group();
    const d = await createDraw(org, { organiserTakesPart: false, userIds: others.map((o) => o.user.id) });
    expect(d.role).toBe('organiser');
    await ok(await as(org, 'POST', `/api/draw/run/${d.id}`));
    expect((await as(org, 'GET', `/api/draw/myResult/${d.id}`)).statusCode).toBe(403);
    expect((await as(org, 'GET', `/api/draw/questions/${d.id}`)).statusCode).toBe(403);
  });

  it('shows the recipient’s chosen list with its items, and nobody may choose someone else’s list', async () => {
    const { org, others } = await group();
    const d = await createDraw(org, { userIds: others.slice(0, 2).map((o) => o.user.id) });
    const lists = await Promise.all(
      [org, ...others.slice(0, 2)].map(async (who) => {
        const l = await ok(
          await as(who, 'POST', '/api/list/save', {
            name: `Deseos de ${who.user.name}`,
            visibility: 'private',
          }),
        );
        await ok(
          await as(who, 'POST', '/api/list/gift/save', {
            listId: l.id,
            product: { name: `Bufanda para ${who.user.name}`, price: { amount: 1990, currency: 'EUR' } },
          }),
        );
        await ok(await as(who, 'PUT', `/api/draw/wishList/${d.id}`, { listId: l.id }));
        return l;
      }),
    );
    const notMine = await as(org, 'PUT', `/api/draw/wishList/${d.id}`, { listId: lists[1].id });
    expect(notMine.statusCode).toBe(404);
    const detail = await ok(await as(org, 'GET', `/api/draw/get/${d.id}`));
    expect(detail.participants.every((p: { hasWishList: boolean }) => p.hasWishList)).toBe(true);
    await ok(await as(org, 'POST', `/api/draw/run/${d.id}`));
    const mine = await ok(await as(org, 'GET', `/api/draw/myResult/${d.id}`));
    expect(mine.wishList.name).toBe(`Deseos de ${mine.recipient.name}`);
    expect(mine.wishList.items[0]).toMatchObject({
      name: `Bufanda para ${mine.recipient.name}`,
      price: { amount: 1990, currency: 'EUR' },
    });
  });

  it('reveals a giver only after the exchange day has begun, and only if they choose to', async () => {
    const { org, others } = await group();
    const d = await createDraw(org, { userIds: others.slice(0, 2).map((o) => o.user.id) });
    await ok(await as(org, 'POST', `/api/draw/run/${d.id}`));
    const early = await as(org, 'POST', `/api/draw/reveal/${d.id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('DRAW_NOT_YET_REVEALABLE');
    await exchangeHasCome(d.id);
    const mine = await ok(await as(org, 'POST', `/api/draw/reveal/${d.id}`));
    expect(mine.revealed).toBe(true);
    const recipient = [org, ...others].find((w) => w.user.id === mine.recipient.id) as Who;
    const theirs = await ok(await as(recipient, 'GET', `/api/draw/myResult/${d.id}`));
    expect(theirs.givenBy).toMatchObject({ id: org.user.id });
    // The third person's giver did not reveal themselves.
    const third = [org, ...others.slice(0, 2)].find(
      (w) => w.user.id !== recipient.user.id && w !== org,
    ) as Who;
    if (third) {
      const r = await ok(await as(third, 'GET', `/api/draw/myResult/${d.id}`));
      expect(r.givenBy === null || r.givenBy.id !== org.user.id).toBe(true);
    }
  });
});

describe('rules and redraws', () => {
  it('refuses an impossible draw in Spanish, saying which rule to relax', async () => {
    const { org, others } = await group();
    const [p, q] = others as [Who, Who];
    const d = await createDraw(org, { userIds: [p.user.id, q.user.id] });
    const rules = await ok(
      await as(org, 'PUT', `/api/draw/exclusions/${d.id}`, {
        exclusions: [
          { a: org.user.id, b: p.user.id },
          { a: q.user.id, b: org.user.id },
        ],
      }),
    );
    expect(rules.exclusions).toHaveLength(2);
    const res = await as(org, 'POST', `/api/draw/run/${d.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('DRAW_IMPOSSIBLE');
    expect(res.json().error.message).toBe(
      // No single exclusion is to blame here (without either one, three people still have no draw).
      `Con estas reglas ${org.user.name} no puede regalar a nadie. Quita algunas exclusiones o añade participantes.`,
    );
    // Others never see the rules.
    expect((await ok(await as(p, 'GET', `/api/draw/get/${d.id}`))).exclusions).toEqual([]);
    // Too few people.
    const small = await createDraw(org, { userIds: [p.user.id] });
    expect((await as(org, 'POST', `/api/draw/run/${small.id}`)).json().error.code).toBe('DRAW_TOO_FEW');
    // Only the organiser draws.
    expect((await as(p, 'POST', `/api/draw/run/${d.id}`)).statusCode).toBe(403);
  });

  it('redraws silently before anyone looks; afterwards only telling everyone; never from the exchange day', async () => {
    const { org, others } = await group();
    const d = await createDraw(org, { userIds: others.map((o) => o.user.id) });
    expect((await as(org, 'POST', `/api/draw/redraw/${d.id}`, {})).json().error.code).toBe('DRAW_NOT_DONE');
    await ok(await as(org, 'POST', `/api/draw/run/${d.id}`));
    expect((await as(org, 'POST', `/api/draw/run/${d.id}`)).json().error.code).toBe('DRAW_ALREADY_DONE');
    await ok(await as(org, 'POST', `/api/draw/redraw/${d.id}`, {}));

    const viewer = others[0] as Who;
    await ok(await as(viewer, 'GET', `/api/draw/myResult/${d.id}`));
    expect((await ok(await as(org, 'GET', `/api/draw/get/${d.id}`))).anyoneHasSeen).toBe(true);
    const refused = await as(org, 'POST', `/api/draw/redraw/${d.id}`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('DRAW_RESULT_SEEN');
    await ok(await as(org, 'POST', `/api/draw/redraw/${d.id}`, { tellEveryone: true }));
    for (const who of [org, ...others]) {
      const told = (await notificationsOf(who)).filter(
        (n) => n.title === 'Se ha repetido el sorteo de «Navidad en casa»',
      );
      expect(told).toHaveLength(1);
    }
    expect((await ok(await as(org, 'GET', `/api/draw/get/${d.id}`))).anyoneHasSeen).toBe(false);
    await exchangeHasCome(d.id);
    expect(
      (await as(org, 'POST', `/api/draw/redraw/${d.id}`, { tellEveryone: true })).json().error.code,
    ).toBe('DRAW_EXCHANGE_PASSED');
  });

  it('a repeat of last year keeps the group, its people and exclusions, and avoids last year’s pairs', async () => {
    const { org, others } = await group();
    const [p, q] = others as [Who, Who];
    const last = await createDraw(org, { userIds: [p.user.id, q.user.id] });
    await ok(await as(org, 'POST', `/api/draw/run/${last.id}`));
    const lastYear = await Promise.all(
      [org, p, q].map(async (w) => [
        w.user.id,
        (await ok(await as(w, 'GET', `/api/draw/myResult/${last.id}`))).recipient.id,
      ]),
    );
    // Not yet: last year's exchange has to be over before anyone builds on its pairs.
    expect(
      (
        await as(org, 'POST', '/api/draw/save', {
          name: 'Otra',
          exchangeDate: day(30),
          joinDeadline: inDays(3),
          repeatOf: last.id,
        })
      ).statusCode,
    ).toBe(400);
    await exchangeHasCome(last.id);
    const again = await createDraw(org, {
      name: 'Navidad, otra vez',
      repeatOf: last.id,
      organiserTakesPart: false,
    });
    expect(again).toMatchObject({ repeatOf: last.id, participantCount: 3 });
    await ok(await as(org, 'POST', `/api/draw/run/${again.id}`));
    // Three people and last year's cycle forbidden: the only draw left is the reverse cycle.
    for (const [giver, receiver] of lastYear) {
      const who = [org, p, q].find((w) => w.user.id === giver) as Who;
      const now = await ok(await as(who, 'GET', `/api/draw/myResult/${again.id}`));
      expect(now.recipient.id).not.toBe(receiver);
    }
  });
});

describe('anonymous questions', () => {
  it('relays a question to the recipient and the answer back, without names', async () => {
    const { org, others } = await group();
    const d = await createDraw(org, { userIds: others.slice(0, 2).map((o) => o.user.id) });
    await ok(await as(org, 'POST', `/api/draw/run/${d.id}`));
    const mine = await ok(await as(org, 'GET', `/api/draw/myResult/${d.id}`));
    const recipient = others.find((o) => o.user.id === mine.recipient.id) as Who;
    const asked = await ok(await as(org, 'POST', `/api/draw/ask/${d.id}`, { text: '¿Qué talla usas?' }));

    const theirs = await ok(await as(recipient, 'GET', `/api/draw/questions/${d.id}`));
    expect(theirs.received).toEqual([
      { id: asked.id, text: '¿Qué talla usas?', answer: null, createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(theirs)).not.toContain(org.user.id);
    const told = (await notificationsOf(recipient)).find((n) =>
      n.title.startsWith('Tienes una pregunta anónima'),
    );
    expect(told && JSON.stringify(told)).not.toContain(org.user.name);

    // Only the person asked may answer.
    const third = others.slice(0, 2).find((o) => o !== recipient) as Who;
    expect((await as(third, 'POST', `/api/draw/answer/${asked.id}`, { text: 'M' })).statusCode).toBe(404);
    await ok(await as(recipient, 'POST', `/api/draw/answer/${asked.id}`, { text: 'Una M' }));
    const back = await ok(await as(org, 'GET', `/api/draw/questions/${d.id}`));
    expect(back.asked).toEqual([expect.objectContaining({ text: '¿Qué talla usas?', answer: 'Una M' })]);
    expect(
      (await notificationsOf(org)).some((n) => n.title === 'Te han respondido en «Navidad en casa»'),
    ).toBe(true);

    const empty = await as(org, 'POST', `/api/draw/ask/${d.id}`, { text: ' ' });
    expect(empty.statusCode).toBe(400);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('races on PostgreSQL', () => {
  it('drawing twice at once draws once', async () => {
    const { org, others } = await group();
    const d = await createDraw(org, { userIds: others.map((o) => o.user.id) });
    const answers = await Promise.all([1, 2, 3].map(() => as(org, 'POST', `/api/draw/run/${d.id}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const told = (await notificationsOf(others[0] as Who)).filter((n) =>
      n.title.startsWith('Ya se ha hecho'),
    );
    expect(told).toHaveLength(1);
  });

  it('people joining while the organiser draws are either in the draw with a recipient, or told it closed', async () => {
    const { org, others } = await group();
    const d = await createDraw(org, { userIds: others.map((o) => o.user.id) });
    const joiners = await Promise.all(Array.from({ length: 12 }, (_, i) => person(`Viene${i}`)));
    const [drawn, ...joins] = await Promise.all([
      as(org, 'POST', `/api/draw/run/${d.id}`),
      ...joiners.map((j) => as(j, 'POST', '/api/draw/join', { token: d.inviteToken })),
    ]);
    expect(drawn?.statusCode).toBe(200);
    const inDraw = joiners.filter((_, i) => joins[i]?.statusCode === 200);
    for (const [i, j] of joins.entries()) {
      if (j.statusCode !== 200) expect(j.json().error.code, `joiner ${i}`).toBe('DRAW_CLOSED');
    }
    const everyone = [org, ...others, ...inDraw];
    const receivers = await Promise.all(
      everyone.map(async (w) => (await ok(await as(w, 'GET', `/api/draw/myResult/${d.id}`))).recipient.id),
    );
    expect(new Set(receivers).size).toBe(everyone.length);
    expect((await ok(await as(org, 'GET', `/api/draw/get/${d.id}`))).participantCount).toBe(everyone.length);
  });
});

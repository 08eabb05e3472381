import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '../src/db/schema/index.js';
import { buildTestApp, createUserWithSession } from './helpers.js';
import { startMailCatcher } from './mail-catcher.js';
import { startPushService } from './push-service.js';

/**
 * Side effects leave through the transactional outbox: the notification (or
 * e-mail) and the job that delivers it are written with the change, and a job
 * queue delivers them afterwards, retrying while a service is away.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
  t = await buildTestApp({ allowLoopbackPush: true });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const jobsFor = async (queue: string) =>
  (await t.app.database.executeSql('select state, data from pgboss.job where name = $1', [queue])).rows.map(
    (r) => ({ state: r.state as string, data: r.data as Record<string, string> }),
  );

const subscribe = async (token: string) => {
  const device = push.newSubscription();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/save/player-id',
    headers: { 'type-token': token },
    payload: { player_id: device.json },
  });
  expect(res.statusCode).toBe(200);
  return device;
};

describe('the transactional outbox', () => {
  it('leaves nothing behind when the change that caused a notification is rolled back', async () => {
    const { user } = await createUserWithSession(t.app);
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.notify({ userId: user.id, type: 'list', title: 'No debería llegar' }, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.app.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(
      0,
    );
    // Neither the notification nor its delivery job exists.
    const orphans = await t.app.database.executeSql(
      `select count(*)::int as n from pgboss.job j
        where j.name = 'notification-deliver'
          and not exists (select 1 from notifications n where n.id = (j.data->>'id')::uuid)`,
    );
    expect(orphans.rows[0]?.n).toBe(0);
  });

  it('commits the notification with the change and delivers it afterwards', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const device = await subscribe(token);
    const id = await t.app.db.transaction(async (tx) => {
      const n = await t.app.notify({ userId: user.id, type: 'list', title: 'Con la transacción' }, tx);
      return n.id;
    });
    // A response wakes the workers (onResponse); here, outside a request, we do it by hand.
    t.app.jobs.nudge();
    await expect
      .poll(() => push.received.filter((r) => r.path === device.path).length, { timeout: 5000 })
      .toBe(1);
    expect(device.decrypt(push.received.find((r) => r.path === device.path)?.body as Buffer)).toMatchObject({
      id,
      title: 'Con la transacción',
    });
  });

  it('retries a push while the push service is busy, and delivers it once it answers', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const device = await subscribe(token);
    push.statusFor.set(device.path, 503);
    await t.app.notify({ userId: user.id, type: 'list', title: 'Paciencia' });
    await expect
      .poll(() => push.received.filter((r) => r.path === device.path).length, { timeout: 5000 })
      .toBe(1);
    push.statusFor.delete(device.path);
    // Back-off: the retry comes a couple of seconds later, and then the message is accepted.
    await expect
      .poll(() => push.received.filter((r) => r.path === device.path).length, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(2);
    await expect
      .poll(
        async () =>
          (await jobsFor('push-send')).filter((j) => j.data.subscriptionId && j.state === 'completed').length,
        {
          timeout: 5000,
        },
      )
      .toBeGreaterThan(0);
  });

  it('sends every notification to a device exactly once', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const device = await subscribe(token);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.notify({ userId: user.id, type: 'list', title: `Aviso ${i}` }),
      ),
    );
    await expect
      .poll(() => push.received.filter((r) => r.path === device.path).length, { timeout: 10_000 })
      .toBe(12);
    const titles = push.received
      .filter((r) => r.path === device.path)
      .map((r) => (device.decrypt(r.body) as { title: string }).title);
    expect(new Set(titles).size).toBe(12);
  });
});

describe('e-mail through the outbox', () => {
  it('keeps an e-mail while the SMTP server is away and sends it when it comes back', async () => {
    // A port with nobody listening yet: the mail server "is down".
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const app = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    let smtp: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
    try {
      const email = `ana.${Date.now()}@example.com`;
      await app.app.mailer.send({
        to: email,
        subject: 'Hola',
        html: '<p>Hola</p>',
        text: 'Hola',
        kind: 'test',
      });
      const row = async () => (await app.app.db.select().from(outbox).where(eq(outbox.to, email)))[0];
      await expect.poll(async () => (await row())?.error, { timeout: 5000 }).toBeTruthy();
      expect((await row())?.sentAt).toBeNull();

      smtp = await startMailCatcher(port);
      const mail = await smtp.lastTo(email, /Hola/, 30_000);
      expect(mail.subject).toBe('Hola');
      await expect.poll(async () => (await row())?.sentAt, { timeout: 5000 }).toBeTruthy();
      // Sent once, even though the job ran several times.
      expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    } finally {
      await app.close();
      await smtp?.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('two API processes on one database', () => {
  it('deliver each job once: every push arrives exactly once', async () => {
    const other = await buildTestApp({
      env: { DATABASE_URL: t.config.DATABASE_URL as string },
      allowLoopbackPush: true,
    });
    try {
      const { user, token } = await createUserWithSession(t.app);
      const device = await subscribe(token);
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 ? other.app : t.app).notify({ userId: user.id, type: 'list', title: `Proceso ${i}` }),
        ),
      );
      await expect
        .poll(() => push.received.filter((r) => r.path === device.path).length, { timeout: 20_000 })
        .toBe(30);
      // Give a duplicate every chance to show up: both processes have drained their queues.
      await expect
        .poll(
          async () =>
            (
              await t.app.database.executeSql(
                "select count(*)::int as n from pgboss.job where name in ('notification-deliver','push-send') and state < 'completed'",
              )
            ).rows[0]?.n,
          { timeout: 10_000 },
        )
        .toBe(0);
      expect(push.received.filter((r) => r.path === device.path)).toHaveLength(30);
    } finally {
      await other.close();
    }
  });
});

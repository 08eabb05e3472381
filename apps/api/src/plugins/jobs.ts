import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/errors.js';

/**
 * The job queue (pg-boss, in the same PostgreSQL or PGlite as the data) and the
 * transactional outbox built on it. A side effect of a request — a realtime
 * signal, a Web Push, an e-mail — is written as a job in the same transaction as
 * the change (`send(queue, data, { tx })`), so it exists exactly when the change
 * committed; a worker then delivers it, retrying with back-off, and pg-boss's
 * `SKIP LOCKED` fetch hands each job to one process only. Jobs carry ids, never
 * personal data: the worker reads the rows it needs.
 */
export const QUEUES = {
  /** A stored notification: realtime signal and Web Push to the person's devices. */
  deliverNotification: 'notification-deliver',
  /** One Web Push to one device. */
  sendPush: 'push-send',
  /** An outbox e-mail: SMTP, or the log when no SMTP_URL is set. */
  sendMail: 'mail-send',
  /** An outbox SMS (recovery codes): the SMS provider, or the log when none is configured. */
  sendSms: 'sms-send',
  /** A verified webhook event of a payment provider, stored raw: applied once, in any order. */
  applyProviderEvent: 'payment-event',
  /** Money a person received becomes available to withdraw (on its list's date). */
  releaseMoney: 'money-release',
  /** A payment still waiting for the bank when its hold ends: asked, cancelled if unconfirmed, its share freed. */
  expirePayment: 'payment-expire',
  /** Every minute (a cron schedule): open payments past their time whose own job did not settle them. */
  sweepPayments: 'payments-sweep',
  /** A refund Detalle started by itself (money that arrived too late, or for an account that is gone). */
  finishRefund: 'refund-finish',
  /** Every few minutes (a cron schedule): reminders whose hour has come, each sent once. */
  scanReminders: 'reminders-scan',
  /** Every minute (a cron schedule): products from shops whose price and stock are due to be read again. */
  refreshProducts: 'products-refresh',
  /** Every hour (a cron schedule): Idempotency-Key answers older than a day are forgotten. */
  purgeIdempotencyKeys: 'idempotency-purge',
  /** An import of many shop links into a list: reads its items one at a time (`modules/imports`). */
  processImport: 'list-import',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type SendOptions = {
  /** The caller's transaction: the job is enqueued only if it commits. */
  tx?: Db;
  /** A job id (UUID) that makes sending idempotent: a second job with the same id is dropped. */
  id?: string;
  /** Not before this moment (money that becomes available on a list's date). */
  startAfter?: Date;
};

export type Jobs = {
  send(queue: QueueName, data: object, opts?: SendOptions): Promise<void>;
  /** Wakes this process's workers now: call after committing a transaction that enqueued jobs. */
  nudge(): void;
  /** Registers the handler of a queue; workers start once the app is ready and stop before it closes. */
  work<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>): void;
  /**
   * Sends a job to `queue` on a cron schedule (UTC). pg-boss keeps the schedule in the database and sends one job
   * per tick however many processes run; its worker must still tolerate running twice.
   */
  schedule(queue: QueueName, cron: string): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Every queue retries a failed job with exponential back-off for about an hour, then keeps it as failed. */
const QUEUE_OPTIONS = { retryLimit: 12, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 };
/** The poll is the safety net; the common case is woken at once by `nudge` after the response. */
const POLLING_SECONDS = 2;
/** Jobs wait on the network (SMTP, push services): two at a time per queue and process. */
const WORKERS_PER_QUEUE = 2;

/**
 * pg-boss's SQL uses `$1`-style parameters; inside a Drizzle transaction we run
 * it through `tx.execute`, which works on both drivers.
 */
function executorFor(tx: Db) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 === 1 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part),
      );
      const result = (await tx.execute(sql.join(chunks))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** pg-boss's commands end by counting what they changed (`SELECT COUNT(*) FROM results`). */
const COUNTED = /select\s+count\(\*\)\s+from\s+results/i;

/**
 * The SQL pg-boss runs, through our pool. pg-boss calls its own SQL in the background, some of it without awaiting
 * (a job's completion): while the database is away, an error there would be an unhandled rejection that ends the
 * process. Once started, an outage reads as "no rows": fetches find no job, and a completion that did not land
 * leaves the job active until it expires and is retried (workers tolerate running twice).
 */
function sqlThroughOutages(app: FastifyInstance) {
  let started = false;
  let outage = false;
  const executeSql = async (text: string, values?: unknown[]) => {
    try {
      const result = await app.database.executeSql(text, values);
      if (outage) app.log.info('job queue: database reachable again');
      outage = false;
      return result;
    } catch (err) {
      if (!started || !isDatabaseUnavailable(err)) throw err;
      if (!outage)
        app.log.warn({ err: { message: (err as Error).message } }, 'job queue paused: database unavailable');
      outage = true;
      // pg-boss reads one row (`count`) from its commands (complete, fail, cancel…): "none affected". Any other
      // statement (a fetch) finds no rows. A bare empty answer to a command would throw inside pg-boss, unhandled
      // (seen while closing, when a job's handler fails as the database goes away).
      return COUNTED.test(text) ? { rows: [{ count: '0' }] } : { rows: [] };
    }
  };
  return {
    executeSql,
    /** Before the queue has started, a database error is the start's own failure: let it throw. */
    started: () => {
      started = true;
    },
  };
}

/** Each handler's workers; pg-boss waits a whole polling interval after each job, so while there is work, go on. */
async function startWorkers(
  boss: PgBoss,
  handlers: Map<QueueName, (data: object) => Promise<void>>,
  workerIds: string[],
) {
  for (const [queue, handler] of handlers) {
    for (let i = 0; i < WORKERS_PER_QUEUE; i++) {
      let self = '';
      self = await boss.work<object>(
        queue,
        { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          await handler(job.data);
          boss.notifyWorker(self);
        },
      );
      workerIds.push(self);
    }
  }
}

export default fp<{ schedules?: boolean }>(
  async function jobs(app: FastifyInstance, opts) {
    const sql = sqlThroughOutages(app);
    const boss = new PgBoss({
      db: { executeSql: sql.executeSql },
      schema: 'pgboss',
      migrate: true,
      supervise: true,
      // Cron schedules (the reminder scan); tests turn them off and run the jobs themselves.
      schedule: opts.schedules !== false,
    });
    // The queue reports database outages here; say so without the job's data or the SQL.
    boss.on('error', (err) => app.log.warn({ err: { message: err.message } }, 'job queue error'));
    await boss.start();
    for (const queue of Object.values(QUEUES)) {
      // createQueue leaves an existing queue as it was: update it so changed options take effect.
      await boss.createQueue(queue, { name: queue, ...QUEUE_OPTIONS });
      await boss.updateQueue(queue, { name: queue, ...QUEUE_OPTIONS });
    }
    sql.started();

    const handlers = new Map<QueueName, (data: object) => Promise<void>>();
    const schedules = new Map<QueueName, string>();
    const workerIds: string[] = [];
    let pending = false;

    // Enqueued jobs are visible once their transaction commits, at the latest when the answer
    // is on its way: wake this process's workers then instead of waiting for the next poll.
    const nudge = () => {
      if (!pending) return;
      pending = false;
      for (const id of workerIds) boss.notifyWorker(id);
    };
    // Callback style: it runs after every answer, and an async hook costs a promise each time.
    app.addHook('onResponse', (_request, _reply, done) => {
      nudge();
      done();
    });

    app.decorate('jobs', {
      async send(queue, data, opts = {}) {
        if (opts.tx) {
          const job = {
            name: queue,
            data,
            ...(opts.id ? { id: opts.id } : {}),
            ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
          };
          await boss.insert([job], {
            db: executorFor(opts.tx),
          });
          pending = true;
        } else {
          // Through a transaction of our own too, so an outage is an error here, never a lost job.
          await app.db.transaction((tx) => app.jobs.send(queue, data, { ...opts, tx }));
          nudge();
        }
      },
      nudge,
      work(queue, handler) {
        handlers.set(queue, handler as (data: object) => Promise<void>);
      },
      schedule(queue, cron) {
        schedules.set(queue, cron);
      },
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      if (opts.schedules !== false) {
        for (const [queue, cron] of schedules) await boss.schedule(queue, cron, {}, { tz: 'UTC' });
      }
      await startWorkers(boss, handlers, workerIds);
    });

    // Before the database closes: finish the jobs in hand, then stop fetching.
    app.addHook('preClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);

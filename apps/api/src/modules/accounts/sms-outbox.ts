import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import { QUEUES } from '../../plugins/jobs.js';
import type { SmsProvider } from './sms.js';

/**
 * Text messages leave like e-mails: a row in the outbox written in the caller's
 * transaction, then the `sms-send` job, which retries with back-off while the
 * provider is away. The job carries the row's id only, never the number or the code.
 */
export async function queueSms(app: AppContext, tx: Db, to: string, text: string) {
  const [row] = await tx
    .insert(outbox)
    .values({ to, subject: '', html: '', text, kind: 'sms' })
    .returning({ id: outbox.id });
  if (row) await app.jobs.send(QUEUES.sendSms, { id: row.id }, { tx });
}

/** The worker: sends each stored SMS once through `sms` and marks it sent. */
export function startSmsWorker(app: AppContext, sms: SmsProvider) {
  app.jobs.work<{ id: string }>(QUEUES.sendSms, async ({ id }) => {
    const [message] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.id, id), isNull(outbox.sentAt)));
    if (!message) return; // already sent
    try {
      await sms.send(message.to, message.text);
    } catch (err) {
      const reason = (err as Error).message.slice(0, 500);
      app.log.warn({ outboxId: id, err: { message: reason } }, 'SMS not sent yet, will retry');
      await app.db.update(outbox).set({ error: reason }).where(eq(outbox.id, id));
      throw err;
    }
    await app.db.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, id));
  });
}

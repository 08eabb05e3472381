import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import { QUEUES } from './jobs.js';

export type Mail = { to: string; subject: string; html: string; text: string; kind: string };

export type Mailer = {
  /**
   * Writes the e-mail to the outbox — in `tx` when given, so it leaves only if the change
   * commits — and queues its sending. Never waits for SMTP.
   */
  send(mail: Mail, tx?: Db): Promise<void>;
  /**
   * Writes the same rows as `send` for no message at all. The unknown-account paths of
   * recovery and resend call it, so they do the very same database work as the known ones
   * and the time of the answer does not tell whether an account exists.
   */
  sendNothing(tx: Db): Promise<void>;
};

/** The outbox kind of `sendNothing`'s rows (stored as already sent). */
export const NOTHING_TO_SEND = 'nothing';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export type MailerOptions = {
  smtpUrl?: string;
  from?: string;
  /** stdout is a terminal: an e-mail kept in the outbox is drawn as a box that stands out. */
  terminal?: boolean;
  /** The development outbox page's address, when it is on (`config.devOutbox`). */
  outboxPage?: string;
};

/** What a person must open or type from one of our e-mails: its links, and its 6-digit code if it has one. */
export function whatToOpen(text: string): { links: string[]; code?: string } {
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  const code = /c[oó]digo[^\d\n]{0,20}(\d{6})\b/i.exec(text)?.[1];
  return code ? { links, code } : { links };
}

/**
 * The terminal's box for an e-mail kept in the outbox (no SMTP_URL). No address: logs never carry personal data
 * (the outbox page, on a developer's own copy, shows whom each one is for).
 */
export function outboxBox(subject: string, open: { links: string[]; code?: string }, outboxPage?: string) {
  const lines = [
    `✉  Correo sin enviar (no hay SMTP_URL): «${subject}»`,
    ...open.links.map((link) => `   enlace → ${link}`),
    ...(open.code ? [`   código → ${open.code}`] : []),
    ...(outboxPage ? [`   todos los correos → ${outboxPage}`] : []),
  ];
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const rule = '─'.repeat(width);
  return ['', `┌${rule}┐`, ...lines.map((l) => `│ ${l.padEnd(width - 1)}│`), `└${rule}┘`].join('\n');
}

/**
 * The outbox table keeps every message; the `mail-send` job sends it over SMTP,
 * retrying with back-off when the server refuses or is away. Without SMTP_URL the
 * embedded default still works: the job writes the message's links to the log,
 * where a developer finds them.
 */
export default fp<MailerOptions>(
  async function mailer(app: FastifyInstance, opts) {
    const from = opts.from ?? 'Detalle <no-responder@detalle.local>';
    // Nodemailer's own time-outs (2 min to connect, 10 min of socket silence) outlast the job's
    // 120 s expiry: a slow server could then get the same message twice. These end well before.
    const transport: Transporter | null = opts.smtpUrl
      ? nodemailer.createTransport({
          url: opts.smtpUrl,
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 45_000,
        })
      : null;
    if (transport) app.addHook('onClose', async () => transport.close());

    async function store(db: Db, mail: Mail & { sentAt?: Date }) {
      const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
      if (row) await app.jobs.send(QUEUES.sendMail, { id: row.id }, { tx: db });
    }

    app.decorate('mailer', {
      async send(mail, tx) {
        if (tx) return store(tx, mail);
        await app.db.transaction((own) => store(own, mail));
        app.jobs.nudge();
      },
      // Born "sent": its job finds nothing to do, as a retried job does.
      sendNothing: (tx) =>
        store(tx, { to: '', subject: '', html: '', text: '', kind: NOTHING_TO_SEND, sentAt: new Date() }),
    } satisfies Mailer);

    app.jobs.work<{ id: string }>(QUEUES.sendMail, async ({ id }) => {
      const [mail] = await app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.id, id), isNull(outbox.sentAt)));
      if (!mail) return; // already sent (a retry after a crash between sending and marking)
      if (!transport) {
        // Not marked sent: it was not. The row stays in the outbox for whoever runs the server, who finds what
        // to open (the links, and the code of a recovery e-mail, which promises both) in the log.
        const open = whatToOpen(mail.text);
        if (opts.terminal) app.log.info({ outboxId: id }, outboxBox(mail.subject, open, opts.outboxPage));
        else
          app.log.info({ kind: mail.kind, outboxId: id, ...open }, 'e-mail kept in the outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
      } catch (err) {
        const message = (err as Error).message.slice(0, 500);
        app.log.warn({ kind: mail.kind, outboxId: id, err: { message } }, 'e-mail not sent yet, will retry');
        await app.db.update(outbox).set({ error: message }).where(eq(outbox.id, id));
        throw err;
      }
      await app.db.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, id));
    });
  },
  { name: 'mailer', dependencies: ['database', 'jobs'] },
);

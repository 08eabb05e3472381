import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { outbox } from '../db/schema/index.js';

export type Mail = { to: string; subject: string; html: string; text: string; kind: string };

export type Mailer = {
  /** Records the e-mail in the outbox and sends it over SMTP when SMTP_URL is set. Never throws on SMTP failure. */
  send(mail: Mail): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export type MailerOptions = { smtpUrl?: string; from?: string };

/**
 * Without SMTP_URL the embedded default still works: the message stays in the
 * outbox table and its links are written to the log, where a developer finds them.
 */
export default fp<MailerOptions>(
  async function mailer(app: FastifyInstance, opts) {
    const from = opts.from ?? 'Detalle <no-responder@detalle.local>';
    const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
    if (transport) app.addHook('onClose', async () => transport.close());

    app.decorate('mailer', {
      async send(mail) {
        const [row] = await app.db.insert(outbox).values(mail).returning({ id: outbox.id });
        if (!transport) {
          const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
          app.log.info(
            { kind: mail.kind, outboxId: row?.id, links },
            'e-mail kept in the outbox (no SMTP_URL)',
          );
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
          if (row) await app.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
        } catch (err) {
          app.log.error(
            { kind: mail.kind, outboxId: row?.id, err: { message: (err as Error).message } },
            'e-mail not sent',
          );
          if (row)
            await app.db
              .update(outbox)
              .set({ error: (err as Error).message.slice(0, 500) })
              .where(eq(outbox.id, row.id));
        }
      },
    } satisfies Mailer);
  },
  { name: 'mailer', dependencies: ['database'] },
);

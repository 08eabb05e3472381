import { desc, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { outbox } from '../../db/schema/index.js';
import { NOTHING_TO_SEND, whatToOpen } from '../../plugins/mailer.js';
import { escapeHtml } from '../accounts/index.js';

/** How many of the latest e-mails the page lists. */
export const DEV_OUTBOX_SHOWN = 50;

export type OutboxEntry = {
  createdAt: Date;
  to: string;
  subject: string;
  kind: string;
  sent: boolean;
  links: string[];
  code?: string;
};

/** The latest e-mails of the outbox, newest first, with what to open in each (sendNothing's rows left out). */
export async function latestMails(app: AppContext): Promise<OutboxEntry[]> {
  const rows = await app.db
    .select()
    .from(outbox)
    .where(ne(outbox.kind, NOTHING_TO_SEND))
    .orderBy(desc(outbox.createdAt))
    .limit(DEV_OUTBOX_SHOWN);
  return rows.map((r) => ({
    createdAt: r.createdAt,
    to: r.to,
    subject: r.subject,
    kind: r.kind,
    sent: r.sentAt !== null,
    ...whatToOpen(r.text),
  }));
}

/** The page: plain HTML with a few lines of style (the app's CSP allows inline style, never script); fits 390 px. */
export function outboxPage(mails: OutboxEntry[]): string {
  const items = mails
    .map((m) => {
      const links = m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('');
      return `<li><article>
<h2>${escapeHtml(m.subject)}</h2>
<p>Para <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.createdAt.toISOString()}">${escapeHtml(
        m.createdAt.toLocaleString('es-ES'),
      )}</time> · ${m.sent ? 'enviado' : 'sin enviar'}</p>
${m.code ? `<p>Código: <strong>${escapeHtml(m.code)}</strong></p>` : ''}
${links ? `<ul>${links}</ul>` : ''}
</article></li>`;
    })
    .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex"><meta name="color-scheme" content="light dark"><title>Correos de desarrollo · Detalle</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:1rem}h2{font-size:1.1rem;margin:0}
ol{padding-left:1.25rem}li{margin-bottom:1rem}a{overflow-wrap:anywhere}p{margin:.25rem 0}</style></head><body>
<h1>Correos de desarrollo</h1>
<p>Sin <code>SMTP_URL</code>, los correos se quedan aquí, en la bandeja de salida de tu copia local (los ${DEV_OUTBOX_SHOWN} últimos, el más nuevo arriba). Esta página solo existe en desarrollo: con <code>SMTP_URL</code>, <code>DEMO_DATA=false</code>, un <code>PUBLIC_URL</code> que no es local o <code>NODE_ENV=production</code> no está.</p>
${mails.length ? `<ol>${items}</ol>` : '<p>Aún no hay correos. Crea una cuenta o pide recuperar tu contraseña y recarga.</p>'}
</body></html>`;
}

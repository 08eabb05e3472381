import { createHash, randomBytes } from 'node:crypto';
import { formatMoney } from '@detalle/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { donations, gifts, lists, payments, products, users } from '../../db/schema/index.js';
import type { Mail } from '../../plugins/mailer.js';
import { escapeHtml, mailButton, mailLayout } from '../accounts/emails.js';

/** A guest's proof (browser or e-mailed link): 32 random bytes; only its SHA-256 is stored. */
export function newGuestToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashGuestToken(token) };
}
export const hashGuestToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The guest's receipt page: `/justificante/{id}?token=…` (no account needed). */
export const guestReceiptLink = (publicUrl: string, paymentId: string, token: string) =>
  `${publicUrl}/justificante/${paymentId}?token=${token}`;

/** A donation's page, with its certificate: `/donacion/{id}?token=…` (no account needed). */
export const donationLink = (publicUrl: string, paymentId: string, token: string) =>
  `${publicUrl}/donacion/${paymentId}?token=${token}`;

type PaymentRow = typeof payments.$inferSelect;

/** A guest's donation succeeded: thanks, and the link to its page and certificate (the token only e-mailed). */
async function donationMail(app: AppContext, tx: Db, p: PaymentRow, token: string): Promise<Mail> {
  const [d] = await tx
    .select({ ong: users.name, number: donations.certificateNumber, donor: donations.donorName })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.ongId))
    .where(eq(donations.paymentId, p.id));
  const money = formatMoney({ amount: p.amount, currency: p.currency });
  const ong = d?.ong ?? 'la ONG';
  const link = donationLink(app.config.publicUrl, p.id, token);
  const subject = `Tu donación de ${money} a ${ong}`;
  const test = app.payments.testMode ? 'Modo de prueba: no se ha cobrado dinero real.' : '';
  const number = d?.number ? `Certificado n.º ${d.number}.` : '';
  return {
    to: p.payerEmail ?? '',
    kind: 'donation_receipt',
    subject,
    html: mailLayout(
      subject,
      `<p>¡Gracias, ${escapeHtml(p.payerName ?? d?.donor ?? '')}!</p><p>Has donado <strong>${escapeHtml(money)}</strong> a ${escapeHtml(ong)}. ${escapeHtml(number)}</p>
${test ? `<p style="font-size:14px;color:#7a6a62">${escapeHtml(test)}</p>` : ''}
${mailButton(link, 'Descargar el certificado')}
<p style="font-size:14px;color:#7a6a62">Guarda este correo: el enlace lleva a tu certificado de donación. Si el botón no funciona, copia esta dirección en tu navegador:<br>${escapeHtml(link)}</p>`,
    ),
    text: `¡Gracias, ${p.payerName ?? ''}!\n\nHas donado ${money} a ${ong}. ${number}\n${test ? `${test}\n` : ''}\nTu certificado de donación:\n${link}\n`,
  };
}

/**
 * A guest's payment succeeded: their receipt leaves by e-mail through the outbox, in the transaction that
 * recorded the success (so it is sent exactly when the money moved). The link's token is new and only e-mailed.
 */
export async function mailGuestReceipt(app: AppContext, tx: Db, p: PaymentRow) {
  if (p.payerId || !p.payerEmail) return;
  const { token, hash } = newGuestToken();
  await tx.update(payments).set({ receiptTokenHash: hash }).where(eq(payments.id, p.id));
  if (p.kind === 'donation') {
    await app.mailer.send(await donationMail(app, tx, p, token), tx);
    return;
  }
  const [about] = p.giftId
    ? await tx
        .select({ gift: products.name, list: lists.name, owner: users.name })
        .from(gifts)
        .innerJoin(products, eq(products.id, gifts.productId))
        .innerJoin(lists, eq(lists.id, gifts.listId))
        .innerJoin(users, eq(users.id, lists.ownerId))
        .where(eq(gifts.id, p.giftId))
    : [];
  await app.mailer.send(
    guestReceiptMail({
      to: p.payerEmail,
      name: p.payerName ?? '',
      money: formatMoney({ amount: p.amount, currency: p.currency }),
      gift: about?.gift ?? 'un regalo',
      list: about?.list ?? '',
      owner: about?.owner ?? '',
      link: guestReceiptLink(app.config.publicUrl, p.id, token),
      testMode: app.payments.testMode,
    }),
    tx,
  );
}

function guestReceiptMail(m: {
  to: string;
  name: string;
  money: string;
  gift: string;
  list: string;
  owner: string;
  link: string;
  testMode: boolean;
}): Mail {
  const subject = `Tu aportación de ${m.money} para «${m.gift}»`;
  const forWhom = m.owner ? ` de ${m.owner}` : '';
  const list = m.list ? ` de la lista «${m.list}»${forWhom}` : '';
  const test = m.testMode ? 'Modo de prueba: no se ha cobrado dinero real.' : '';
  return {
    to: m.to,
    kind: 'guest_receipt',
    subject,
    html: mailLayout(
      subject,
      `<p>¡Gracias, ${escapeHtml(m.name)}!</p><p>Has aportado <strong>${escapeHtml(m.money)}</strong> para «${escapeHtml(m.gift)}»${escapeHtml(list)}.</p>
${test ? `<p style="font-size:14px;color:#7a6a62">${escapeHtml(test)}</p>` : ''}
${mailButton(m.link, 'Ver el justificante')}
<p style="font-size:14px;color:#7a6a62">Guarda este correo: el enlace es tu justificante. Si el botón no funciona, copia esta dirección en tu navegador:<br>${escapeHtml(m.link)}</p>`,
    ),
    text: `¡Gracias, ${m.name}!\n\nHas aportado ${m.money} para «${m.gift}»${list}.\n${test ? `${test}\n` : ''}\nTu justificante:\n${m.link}\n`,
  };
}

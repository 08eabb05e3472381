import { formatMoney, moneyStateWords } from '@detalle/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { gifts, lists, products, users } from '../../db/schema/index.js';
import type { Mail } from '../../plugins/mailer.js';
import { escapeHtml, mailButton, mailLayout } from '../accounts/index.js';
import { type PaymentRow, today, waitingMail } from '../payments/index.js';

/** The guest's receipt page: `/justificante/{id}?token=…` (no account needed). */
export const guestReceiptLink = (publicUrl: string, paymentId: string, token: string) =>
  `${publicUrl}/justificante/${paymentId}?token=${token}`;

/**
 * What a guest's money was for: the gift, its list and the name of the owner it reached (the payment's recipient,
 * who received it even if the list's owners chose another since).
 */
async function aboutGift(tx: Db, p: PaymentRow) {
  const [about] = p.giftId
    ? await tx
        .select({ gift: products.name, list: lists.name, owner: users.name })
        .from(gifts)
        .innerJoin(products, eq(products.id, gifts.productId))
        .innerJoin(lists, eq(lists.id, gifts.listId))
        .innerJoin(users, eq(users.id, p.recipientId))
        .where(eq(gifts.id, p.giftId))
    : [];
  return about;
}

/** A guest's contribution to a gift succeeded: thanks, and the link to its receipt (the token only e-mailed). */
export async function giftGuestReceiptMail(
  app: AppContext,
  tx: Db,
  p: PaymentRow,
  token: string,
): Promise<Mail> {
  const about = await aboutGift(tx, p);
  return guestReceiptMail({
    to: p.payerEmail ?? '',
    name: p.payerName ?? '',
    money: formatMoney({ amount: p.amount, currency: p.currency }),
    gift: about?.gift ?? 'un regalo',
    list: about?.list ?? '',
    owner: about?.owner ?? '',
    // In the receipt's words: "Retenido hasta el 12 Dic 2026" while it waits for the list's date.
    state: moneyStateWords(p, 'payer', today()),
    link: guestReceiptLink(app.config.publicUrl, p.id, token),
    testMode: app.payments.testMode,
  });
}

function guestReceiptMail(m: {
  to: string;
  name: string;
  money: string;
  gift: string;
  list: string;
  owner: string;
  state: string;
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
<p>Estado: ${escapeHtml(m.state)}.</p>
${test ? `<p style="font-size:14px;color:#7a6a62">${escapeHtml(test)}</p>` : ''}
${mailButton(m.link, 'Ver el justificante')}
<p style="font-size:14px;color:#7a6a62">Guarda este correo: el enlace es tu justificante. Si el botón no funciona, copia esta dirección en tu navegador:<br>${escapeHtml(m.link)}</p>`,
    ),
    text: `¡Gracias, ${m.name}!\n\nHas aportado ${m.money} para «${m.gift}»${list}.\nEstado: ${m.state}.\n${test ? `${test}\n` : ''}\nTu justificante:\n${m.link}\n`,
  };
}

/**
 * A guest chose a transfer, Bizum or a voucher toward a gift: the link to its instructions, and what happens if
 * the gift is completed before their money arrives.
 */
export async function giftGuestWaitingMail(
  app: AppContext,
  tx: Db,
  p: PaymentRow,
  token: string,
): Promise<Mail> {
  const about = await aboutGift(tx, p);
  const money = formatMoney({ amount: p.amount, currency: p.currency });
  const owner = about?.owner ?? 'quien hizo la lista';
  return waitingMail(app, p, {
    subject: `Cómo completar tu aportación de ${money} para «${about?.gift ?? 'un regalo'}»`,
    link: guestReceiptLink(app.config.publicUrl, p.id, token),
    extra: `Si el regalo se completa antes de que llegue tu dinero, se lo daremos igualmente a ${owner} como regalo en dinero.`,
  });
}

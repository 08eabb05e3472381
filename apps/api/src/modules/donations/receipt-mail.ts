import { formatMoney } from '@detalle/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { donations, users } from '../../db/schema/index.js';
import type { Mail } from '../../plugins/mailer.js';
import { escapeHtml, mailButton, mailLayout } from '../accounts/index.js';
import { type PaymentRow, waitingMail } from '../payments/index.js';

/** A donation's page, with its certificate: `/donacion/{id}?token=…` (no account needed). */
export const donationLink = (publicUrl: string, paymentId: string, token: string) =>
  `${publicUrl}/donacion/${paymentId}?token=${token}`;

/** A guest's donation succeeded: thanks, and the link to its page and certificate (the token only e-mailed). */
export async function donationMail(app: AppContext, tx: Db, p: PaymentRow, token: string): Promise<Mail> {
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

/** A guest chose a transfer, Bizum or a voucher to donate: the link to its instructions. */
export async function donationWaitingMail(
  app: AppContext,
  tx: Db,
  p: PaymentRow,
  token: string,
): Promise<Mail> {
  const [d] = await tx
    .select({ ong: users.name })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.ongId))
    .where(eq(donations.paymentId, p.id));
  const money = formatMoney({ amount: p.amount, currency: p.currency });
  return waitingMail(app, p, {
    subject: `Cómo completar tu donación de ${money} a ${d?.ong ?? 'la ONG'}`,
    link: donationLink(app.config.publicUrl, p.id, token),
  });
}

import { formatMoney, PAYMENT_HOLD_MINUTES } from '@detalle/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { escapeHtml, mailLayout } from '../accounts/index.js';
import type { PaymentRow } from './purposes.js';

/**
 * What the payer is told when a payment ends without reaching its recipient: a notification for a signed-in
 * payer, an e-mail for a guest (their only channel). Both leave through the outbox, in the caller's transaction.
 */
type Notice = { title: string; body: string };

async function tellPayer(app: AppContext, tx: Db, p: PaymentRow, notice: Notice) {
  if (p.payerId) {
    await app.notify(
      {
        userId: p.payerId,
        type: 'wallet',
        title: notice.title,
        body: notice.body,
        data: { paymentId: p.id },
      },
      tx,
    );
    return;
  }
  if (!p.payerEmail) return;
  await app.mailer.send(
    {
      to: p.payerEmail,
      kind: 'payment_notice',
      subject: notice.title,
      html: mailLayout(
        notice.title,
        `<p>Hola, ${escapeHtml(p.payerName ?? '')}:</p><p>${escapeHtml(notice.body)}</p>`,
      ),
      text: `Hola, ${p.payerName ?? ''}:\n\n${notice.body}\n`,
    },
    tx,
  );
}

/**
 * Nobody confirmed the payment with the bank in time: it was cancelled and nothing was charged. `unsure`: the
 * provider never said how the charge ended, so the payer hears what happens if it was taken after all.
 */
export const tellPayerExpired = (app: AppContext, tx: Db, p: PaymentRow, unsure: boolean) =>
  tellPayer(app, tx, p, {
    title: `Tu pago de ${formatMoney({ amount: p.amount, currency: p.currency })} no se ha completado`,
    body: unsure
      ? 'No hemos podido confirmarlo con tu banco, así que lo hemos cancelado. Si llegara a cobrarse, te lo devolveremos entero. Si aún quieres hacerlo, vuelve a intentarlo.'
      : `No se confirmó con tu banco en ${PAYMENT_HOLD_MINUTES} minutos, así que lo hemos cancelado y no se te ha cobrado nada. Si aún quieres hacerlo, vuelve a intentarlo.`,
  });

/** The money arrived when it could no longer be given: after its hold expired, or for an account that is gone. */
export const tellPayerGivenBack = (app: AppContext, tx: Db, p: PaymentRow, reason: 'late' | 'gone') =>
  tellPayer(app, tx, p, {
    title: `Te devolvemos ${formatMoney({ amount: p.amount, currency: p.currency })}`,
    body:
      reason === 'late'
        ? 'Tu banco confirmó el pago cuando ya había caducado, así que te lo devolvemos entero. Lo verás en tu tarjeta en unos días.'
        : 'La persona a quien iba ya no usa Detalle, así que te lo devolvemos entero. Lo verás en tu tarjeta en unos días.',
  });

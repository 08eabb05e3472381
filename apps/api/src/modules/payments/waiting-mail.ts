import { formatMoney, METHOD_RULES } from '@detalle/contract';
import type { AppContext } from '../../context.js';
import type { Mail } from '../../plugins/mailer.js';
import { escapeHtml, mailButton, mailLayout } from '../accounts/index.js';
import type { PaymentRow } from './purposes.js';

const longDate = (d: Date) =>
  new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'Europe/Madrid' }).format(d);

/**
 * The e-mail a guest gets when they choose a transfer, Bizum or a voucher: the link to its instructions, valid
 * until they expire, so they can pay from their bank's app or at the shop later; what happens if nothing, or only
 * part, arrives; and what the purpose adds (`extra`: a gift's late-arrival rule).
 */
export function waitingMail(
  app: Pick<AppContext, 'payments'>,
  p: PaymentRow,
  m: { subject: string; link: string; extra?: string },
): Mail {
  const way = METHOD_RULES[p.method].label;
  const until = p.expiresAt ? ` antes del ${longDate(p.expiresAt)}` : '';
  const money = formatMoney({ amount: p.amount, currency: p.currency });
  const lines = [
    `Has elegido pagar ${money} con ${way}. En este enlace tienes todo lo que necesitas para hacerlo${until}:`,
    [
      m.extra,
      'Si no llega nada a tiempo, el pago se anula y no se cobra nada; si llega solo una parte, se da lo que haya llegado.',
    ]
      .filter(Boolean)
      .join(' '),
  ];
  const test = app.payments.testMode ? 'Modo de prueba: no se mueve dinero real.' : '';
  return {
    to: p.payerEmail ?? '',
    kind: 'guest_payment_instructions',
    subject: m.subject,
    html: mailLayout(
      m.subject,
      `<p>Hola, ${escapeHtml(p.payerName ?? '')}:</p><p>${escapeHtml(lines[0] ?? '')}</p>
${mailButton(m.link, 'Ver cómo pagar')}
<p>${escapeHtml(lines[1] ?? '')}</p>
${test ? `<p style="font-size:14px;color:#7a6a62">${escapeHtml(test)}</p>` : ''}
<p style="font-size:14px;color:#7a6a62">Si el botón no funciona, copia esta dirección en tu navegador:<br>${escapeHtml(m.link)}</p>`,
    ),
    text: `Hola, ${p.payerName ?? ''}:\n\n${lines[0]}\n${m.link}\n\n${lines[1]}\n${test ? `${test}\n` : ''}`,
  };
}

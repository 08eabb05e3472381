import {
  type MoneyFacts,
  type MoneySide,
  type Movement,
  type MovementStatus,
  moneyState,
  moneyStateTone,
  moneyStateWords,
} from '@detalle/contract';
import { i18n } from '@/i18n';
import { movementStatusColor } from './labels';

/** What a badge shows of a state: its words and its colour. */
export type StateLook = { words: string; tone: ReturnType<typeof moneyStateTone> };

/** Today as the API counts it (UTC): the instant held money becomes available is 00:00 UTC of the list's date. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A payment's state, in the contract's one vocabulary (the notifications and e-mails say the same words). */
export function paymentLook(p: MoneyFacts, side: MoneySide): StateLook {
  const today = todayUtc();
  return { words: moneyStateWords(p, side, today), tone: moneyStateTone(moneyState(p, today)) };
}

/** Whether a look needs no badge: the money is where it should be ("Disponible", "Entregado"). */
export const isSettled = (look: StateLook) => look.tone === 'teal';

/**
 * A movement's state: a payment's (received or given) in the payment's words; a refund's, a fee's or a
 * withdrawal's in the movements' own four (`wallet.status.<status>`).
 */
export function movementLook(m: Movement): StateLook {
  if (m.paymentStatus !== null && m.type !== 'fee' && m.type !== 'refund') {
    return paymentLook(
      { status: m.paymentStatus, availableOn: m.availableOn },
      m.amount > 0 ? 'recipient' : 'payer',
    );
  }
  return movementStatusLook(m.status);
}

export const movementStatusLook = (status: MovementStatus): StateLook => ({
  words: i18n.t(`wallet.status.${status}`),
  tone: movementStatusColor[status],
});

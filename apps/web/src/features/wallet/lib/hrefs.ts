import { METHOD_TYPE_SLUG, type MethodType, type Movement } from '@detalle/contract';
import { hrefTo } from '@/lib/paths';

/**
 * The `{cardId}` of a receipt whose payment went through none of my methods (a gift I received):
 * the receipt is read by the payment's id alone, the API decides whether I may see it.
 */
export const RECEIVED = 'recibido';

/** `billetera/{view}`: the wallet's named screens. */
export const WALLET_VIEWS = ['movimientos', 'tarjetas', 'retirar', 'enviar'] as const;
export type WalletView = (typeof WALLET_VIEWS)[number];
export const viewHref = (view: WalletView) => hrefTo('billeteraView', { view });

/** `enviar?para=<personId>`: the person chosen when the page opens (`sendMoneyHref` in lib/paths.ts). */
export { SEND_MONEY_PARAM as RECIPIENT_PARAM } from '@/lib/paths';

export const methodHref = (method: { id: string; type: MethodType }) =>
  hrefTo('billeteraCard', { cardId: method.id, cardType: METHOD_TYPE_SLUG[method.type] });

/** `{cardType}` back to the method's type; null for a segment that is neither. */
export function methodTypeOf(slug: string | undefined): MethodType | null {
  if (slug === METHOD_TYPE_SLUG.card) return 'card';
  if (slug === METHOD_TYPE_SLUG.bank) return 'bank';
  return null;
}

/** A payment's receipt under the card that paid it (or `recibido`). */
export const paymentHref = (paymentId: string, methodId: string | null) =>
  hrefTo('billeteraPayment', {
    cardId: methodId ?? RECEIVED,
    cardType: METHOD_TYPE_SLUG.card,
    paymentId,
  });

/** A payout's receipt under the bank account that received it. */
export const payoutHref = (payoutId: string, bankId: string) =>
  hrefTo('billeteraPayment', { cardId: bankId, cardType: METHOD_TYPE_SLUG.bank, paymentId: payoutId });

/** Where a movement's receipt lives, or null when it has none (yet). */
export function receiptHref(movement: Movement): string | null {
  if (movement.payoutId && movement.methodId) return payoutHref(movement.payoutId, movement.methodId);
  if (movement.paymentId) {
    return paymentHref(movement.paymentId, movement.methodType === 'card' ? movement.methodId : null);
  }
  return null;
}

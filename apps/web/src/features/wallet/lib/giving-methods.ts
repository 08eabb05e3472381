import {
  type GivingMethod,
  type GuestPayment,
  isDelayedMethod,
  methodRefusal,
  methodsFor,
  type WalletConfig,
} from '@detalle/contract';

/**
 * The ways to give this list's currency offers here: those of the currency (`methodsFor`, most common first)
 * that this server takes (`walletConfig.methods`). Card is always first and always there while the config is
 * loading or from a server that does not say: its flow is the one that always worked.
 */
export function offeredMethods(currency: string, config: Pick<WalletConfig, 'methods'> | undefined) {
  const taken = config?.methods ?? ['card'];
  return methodsFor(currency).filter((m) => m === 'card' || taken.includes(m));
}

/** Why this amount cannot go by this method (the contract's Spanish sentence); null when it can or for card. */
export function delayedRefusal(method: GivingMethod, amount: number | null, currency: string) {
  if (method === 'card' || amount === null) return null;
  return methodRefusal(method, amount, currency);
}

export { isDelayedMethod };

/** An IBAN in groups of four ("ES91 2100 0418 …"), a CLABE as bank, branch, account and check digit. */
export function groupAccount(account: string, rail: 'sepa' | 'spei') {
  const raw = account.replace(/\s+/g, '');
  if (rail === 'spei' && raw.length === 18)
    return `${raw.slice(0, 3)} ${raw.slice(3, 6)} ${raw.slice(6, 17)} ${raw.slice(17)}`;
  return raw.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A voucher's digits in groups of four for reading aloud at the till. */
export const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** An amount as a bank's form wants it typed: the number alone, with Spain's or Mexico's decimal mark. */
export function amountToType(amount: number, currency: string) {
  const digits = currency === 'CLP' || currency === 'COP' ? 0 : 2;
  const major = amount / 10 ** digits;
  return major.toLocaleString(currency === 'EUR' ? 'es-ES' : 'es-MX', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
}

/** What a delayed payment shows, the same for a guest's payment and a signed-in giver's. */
export type DelayedPayment = Pick<
  GuestPayment,
  | 'id'
  | 'status'
  | 'amount'
  | 'currency'
  | 'paidWith'
  | 'instructions'
  | 'received'
  | 'requestedAmount'
  | 'expiresAt'
  | 'failure'
  | 'testMode'
>;

/** Where a delayed payment is: what the giver reads after paying, and on their receipt. */
export type DelayedState = 'instructions' | 'partial' | 'arrived' | 'long' | 'short' | 'expired' | 'failed';

export function delayedStateOf(p: DelayedPayment): DelayedState {
  switch (p.status) {
    case 'awaiting_funds':
      return p.received > 0 ? 'partial' : 'instructions';
    case 'succeeded':
      if (p.requestedAmount !== null && p.amount > p.requestedAmount) return 'long';
      if (p.requestedAmount !== null && p.amount < p.requestedAmount) return 'short';
      return 'arrived';
    case 'expired':
    case 'canceled':
      return 'expired';
    case 'failed':
      return 'failed';
    default:
      return 'instructions';
  }
}

/** The Bizum mobile a form sends: only when paying by Bizum, so other ways' bodies carry no empty field. */
export const bizumPhoneFor = (values: { method: GivingMethod; bizumPhone: string }) =>
  values.method === 'bizum' ? values.bizumPhone : undefined;

import type { PaymentInstructions } from '@detalle/contract';
import type { StartPaymentInput } from './provider.js';

/**
 * What the test mode tells a giver to do. The account numbers are the banks' published examples, with valid
 * check digits, so the screens, copy buttons and validators behave as with real ones; no money can reach them
 * through Detalle (the test mode moves none).
 */
const TEST_IBAN = 'ES9121000418450200051332';
const TEST_BIC = 'CAIXESBBXXX';
const TEST_CLABE = '032180000118359719';
const HOLDER = 'Detalle Pagos (modo de prueba)';

/** A short reference the giver can type: `DT` and the payment id's first ten hex digits, upper case. */
export const transferReference = (paymentId: string) =>
  `DT${paymentId.replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/** SPEI's numeric reference: seven digits. */
const speiReference = (paymentId: string) =>
  (BigInt(`0x${paymentId.replaceAll('-', '').slice(0, 10)}`) % 10_000_000n).toString().padStart(7, '0');

/** Fourteen digits for an OXXO voucher, derived from the payment id (its hex read as numbers). */
const voucherNumber = (paymentId: string) =>
  BigInt(`0x${paymentId.replaceAll('-', '').slice(0, 14)}`)
    .toString()
    .padStart(14, '0')
    .slice(-14);

export function testInstructions(input: StartPaymentInput): PaymentInstructions {
  const money = { amount: input.amount, currency: input.currency };
  switch (input.method) {
    case 'sepa_transfer':
      return {
        type: 'bank_transfer',
        rail: 'sepa',
        account: TEST_IBAN,
        bic: TEST_BIC,
        holder: HOLDER,
        bankName: 'Banco de prueba',
        reference: transferReference(input.paymentId),
        ...money,
      };
    case 'spei':
      return {
        type: 'bank_transfer',
        rail: 'spei',
        account: TEST_CLABE,
        bic: null,
        holder: HOLDER,
        bankName: 'Banco de prueba',
        reference: speiReference(input.paymentId),
        ...money,
      };
    case 'oxxo':
      return {
        type: 'voucher',
        network: 'oxxo',
        number: voucherNumber(input.paymentId),
        expiresAt: input.expiresAt.toISOString(),
        hostedUrl: null,
        ...money,
      };
    case 'bizum':
    case 'mercadopago':
      // The test mode's "other app" is a screen of our own that asks the giver to accept or reject.
      return { type: 'redirect', app: input.method, url: input.returnUrl };
  }
}

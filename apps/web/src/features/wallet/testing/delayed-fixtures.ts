import type { GuestPayment, PaymentInstructions } from '@detalle/contract';

/** The test mode's instructions, as `payment/guest` answers them (the banks' published example accounts). */
export const sepa: PaymentInstructions = {
  type: 'bank_transfer',
  rail: 'sepa',
  account: 'ES9121000418450200051332',
  bic: 'CAIXESBBXXX',
  holder: 'Detalle Pagos (modo de prueba)',
  bankName: 'Banco de prueba',
  reference: 'DT0B9F6A3E5C',
  amount: 4500,
  currency: 'EUR',
};

export const spei: PaymentInstructions = {
  type: 'bank_transfer',
  rail: 'spei',
  account: '032180000118359719',
  bic: null,
  holder: 'Detalle Pagos (modo de prueba)',
  bankName: 'Banco de prueba',
  reference: '1234567',
  amount: 50_000,
  currency: 'MXN',
};

export const oxxo: PaymentInstructions = {
  type: 'voucher',
  network: 'oxxo',
  number: '12345678901234',
  amount: 50_000,
  currency: 'MXN',
  expiresAt: '2027-01-04T10:00:00.000Z',
  hostedUrl: null,
};

export const bizum: PaymentInstructions = {
  type: 'redirect',
  app: 'bizum',
  url: 'https://detalle.test/justificante/pay-1',
};

/** A guest's payment to Ana's "Sofá cama", by card unless told. */
export const guestPayment = (over: Partial<GuestPayment> = {}): GuestPayment => ({
  id: 'pay-1',
  status: 'succeeded',
  amount: 4500,
  currency: 'EUR',
  name: 'Gala',
  message: '',
  showName: true,
  gift: { id: '0b9f6a3e-5c1d-4e2f-8a7b-3c4d5e6f7a8b', name: 'Sofá cama', kind: 'product' },
  list: { id: 'l-1', name: 'Mudanza', date: '2027-05-01' },
  recipientName: 'Ana',
  availableOn: null,
  testMode: true,
  nextAction: null,
  paidWith: 'card',
  feeCovered: 0,
  instructions: null,
  received: 0,
  requestedAmount: null,
  expiresAt: null,
  failure: null,
  createdAt: '2027-01-01T10:00:00.000Z',
  paidAt: '2027-01-01T10:00:00.000Z',
  token: 't'.repeat(43),
  ...over,
});

/** A delayed payment just started: awaiting its money, with these instructions. */
export const awaiting = (instructions: PaymentInstructions, over: Partial<GuestPayment> = {}) =>
  guestPayment({
    status: 'awaiting_funds',
    paidWith:
      instructions.type === 'redirect'
        ? instructions.app
        : instructions.type === 'voucher'
          ? 'oxxo'
          : instructions.rail === 'spei'
            ? 'spei'
            : 'sepa_transfer',
    instructions,
    amount: 'amount' in instructions ? instructions.amount : 4500,
    currency: 'currency' in instructions ? instructions.currency : 'EUR',
    expiresAt: '2027-01-08T10:00:00.000Z',
    paidAt: null,
    ...over,
  });

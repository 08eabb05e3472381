import type { Movement, Payment, PaymentMethod, Payout, WalletConfig } from '@detalle/contract';

export const testConfig: WalletConfig = {
  provider: 'test',
  testMode: true,
  stripePublishableKey: null,
  currencies: ['EUR', 'MXN'],
  feeBasisPoints: 150,
  methods: ['card', 'bizum', 'sepa_transfer', 'spei', 'oxxo', 'mercadopago'],
};

export const visa: PaymentMethod = {
  id: 'pm-visa',
  type: 'card',
  provider: 'test',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  holder: 'Ana García',
  masked: '•••• 4242',
  isDefault: true,
  createdAt: '2026-01-10T10:00:00.000Z',
};

export const iban: PaymentMethod = {
  id: 'pm-iban',
  type: 'bank',
  provider: 'test',
  brand: 'IBAN',
  last4: '1332',
  expMonth: null,
  expYear: null,
  holder: 'Ana García',
  masked: 'ES91 •••• •••• •••• •••• 1332',
  isDefault: true,
  createdAt: '2026-01-11T10:00:00.000Z',
};

export const beto = { id: 'u-beto', name: 'Beto', lastname: 'Ruiz', image: null };

export function movement(overrides: Partial<Movement> & { id: string }): Movement {
  return {
    type: 'contribution',
    amount: -2499,
    currency: 'EUR',
    status: 'completed',
    date: '2026-03-01T10:00:00.000Z',
    paymentId: `pay-${overrides.id}`,
    payoutId: null,
    methodId: visa.id,
    methodType: 'card',
    person: beto,
    concerns: null,
    availableOn: null,
    paymentStatus: 'succeeded',
    giverName: null,
    message: '',
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'pay-1',
    role: 'payer',
    status: 'succeeded',
    amount: 2499,
    fee: 38,
    net: 2461,
    currency: 'EUR',
    refunded: 0,
    refunds: [],
    method: { id: visa.id, type: 'card', brand: 'visa', last4: '4242', masked: '•••• 4242' },
    payer: { id: 'u-ana', name: 'Ana', lastname: 'García', image: null },
    giverName: 'Ana',
    availableOn: null,
    recipient: beto,
    message: '¡Feliz cumpleaños!',
    concerns: { kind: 'list', id: 'l1', title: 'Cumpleaños de Beto' },
    provider: 'test',
    testMode: true,
    nextAction: null,
    paidWith: 'card',
    feeCovered: 0,
    instructions: null,
    received: 0,
    requestedAmount: null,
    expiresAt: null,
    failure: null,
    canRefund: false,
    thank: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    paidAt: '2026-03-01T10:00:01.000Z',
    ...overrides,
  };
}

export const payout: Payout = {
  id: 'po-1',
  status: 'paid',
  amount: 5000,
  fee: 0,
  net: 5000,
  currency: 'EUR',
  bank: {
    id: iban.id,
    type: 'bank',
    brand: 'IBAN',
    last4: '1332',
    masked: iban.masked,
    holder: 'Ana García',
  },
  provider: 'test',
  testMode: true,
  createdAt: '2026-03-02T10:00:00.000Z',
  arrivalDate: '2026-03-03',
  failure: null,
};

/** Pages of movements the way the API answers them. */
export const pageOf = <T>(list: T[], total = list.length) => ({ data: { list, total } });

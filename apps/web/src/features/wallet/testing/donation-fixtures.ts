import type { Donation, GivingMethod, PaymentInstructions } from '@detalle/contract';
import { sepa } from './delayed-fixtures';

export const ONG = { id: '7d3c0a00-0000-4000-8000-0000000000aa', name: 'Fundación Abrazo' };
export const DONATION_TOKEN = 't'.repeat(43);

/** Gala's 25 € donation to Fundación Abrazo, by card and numbered, as a guest's first answer has it. */
export const donation = (over: Partial<Donation> = {}): Donation => ({
  id: 'd-1',
  status: 'succeeded',
  amount: 2500,
  currency: 'EUR',
  ong: ONG,
  fullName: 'Gala Pérez Ruiz',
  taxId: null,
  certificateNumber: '2026-000001',
  testMode: true,
  nextAction: null,
  paidWith: 'card',
  feeCovered: 0,
  instructions: null,
  received: 0,
  requestedAmount: null,
  expiresAt: null,
  failure: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  paidAt: '2026-01-01T10:00:00.000Z',
  token: DONATION_TOKEN,
  ...over,
});

/** A delayed donation just started: no certificate yet, the instructions to follow. */
export const awaitingDonation = (
  paidWith: GivingMethod,
  instructions: PaymentInstructions,
  over: Partial<Donation> = {},
) =>
  donation({
    status: 'awaiting_funds',
    paidWith,
    instructions,
    certificateNumber: null,
    paidAt: null,
    expiresAt: '2026-01-08T10:00:00.000Z',
    ...over,
  });

/** The test mode's SEPA transfer, for a 25 € donation. */
export const donationTransfer: PaymentInstructions =
  sepa.type === 'bank_transfer' ? { ...sepa, amount: 2500 } : sepa;

import {
  DONOR_KINDS,
  GIVING_METHODS,
  MOVEMENT_TYPES,
  PAYMENT_METHOD_TYPES,
  type PaymentInstructions,
} from '@detalle/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events.js';
import { gifts, lists } from './lists.js';
import { users } from './users.js';

const PAYMENT_PROVIDERS = ['test', 'stripe', 'mercadopago'] as const;

/*
 * Money. A double-entry ledger (accounts, transfers, entries) is the one truth about balances; payments,
 * refunds and payouts are what happened with the provider, each moving money only through a ledger transfer.
 * Amounts are integer minor units (bigint, read as JS numbers: no amount gets near 2^53) plus an ISO currency.
 *
 * The ledger outlives people: its rows name a person by id without a foreign key, so deleting an account
 * never deletes (nor is blocked by) its money history. The database enforces the rules (migration 0009):
 * entries are immutable, a transfer goes pending → posted or pending → voided once, every transfer sums to
 * zero per currency at commit, and an account that must not go negative never does.
 */

/**
 * - `person_pending` / `person_available`: money a person received, waiting for its date / ready to withdraw.
 * - `clearing`: per provider and currency, what the provider holds for us (card money in, refunds out).
 * - `payouts`: money sent to people's banks. `fees`: the provider's fees.
 */
export const LEDGER_ACCOUNT_KINDS = [
  'person_pending',
  'person_available',
  'clearing',
  'payouts',
  'fees',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    personId: uuid(),
    provider: text(),
    currency: text().notNull(),
    /** The sum of the entries of its posted transfers, kept by a trigger (a test checks it always agrees). */
    balance: bigint({ mode: 'number' }).notNull().default(0),
    /** People's accounts never go negative; the provider's clearing, payouts and fees may. */
    allowNegative: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_key').on(t.kind, t.personId, t.provider, t.currency).nullsNotDistinct(),
    check('ledger_accounts_not_negative', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check('ledger_accounts_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const LEDGER_TRANSFER_KINDS = [
  'gift',
  'fee',
  'release',
  'refund',
  'payout',
  'payout_return',
  'reversal',
  /** From a dependent's hucha to one of its guardians' wallets (`hucha_transfers`). */
  'hucha',
] as const;
export type LedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: LEDGER_TRANSFER_KINDS }).notNull(),
    status: text({ enum: ['pending', 'posted', 'voided'] }).notNull(),
    /** Unique per operation (`payment:<id>:gift`): the same operation never makes two transfers. */
    key: text().notNull(),
    paymentId: uuid(),
    refundId: uuid(),
    payoutId: uuid(),
    /** A reversal names the transfer it undoes. */
    reversesId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    postedAt: timestamp({ withTimezone: true }),
    voidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key').on(t.key),
    index('ledger_transfers_payment_idx').on(t.paymentId),
    index('ledger_transfers_payout_idx').on(t.payoutId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    transferId: uuid()
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed: what the account gains is positive. A transfer's entries sum to zero per currency. */
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_transfer_idx').on(t.transferId),
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Saved cards (to pay) and bank accounts (to receive payouts): only tokens and what is shown, never a number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid().primaryKey().defaultRandom(),
    personId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: PAYMENT_METHOD_TYPES }).notNull(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's token (a Stripe PaymentMethod or external account id; ours in test mode). */
    providerRef: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: integer(),
    expYear: integer(),
    holder: text().notNull(),
    masked: text().notNull(),
    /** The provider's fingerprint: the same card saved twice is recognised without knowing its number. */
    fingerprint: text(),
    country: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Removed methods stay for the receipts that name them. */
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('payment_methods_person_idx').on(t.personId, t.type),
    uniqueIndex('payment_methods_provider_ref_key').on(t.provider, t.providerRef),
    uniqueIndex('payment_methods_one_default')
      .on(t.personId, t.type)
      .where(sql`${t.isDefault} and ${t.removedAt} is null`),
  ],
);

/** A person's customer and payout account at a provider (Stripe Customer, Connect Express account). */
export const providerProfiles = pgTable(
  'provider_profiles',
  {
    personId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    customerRef: text(),
    payoutAccountRef: text(),
    payoutsReady: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.provider] }),
    uniqueIndex('provider_profiles_customer_key').on(t.provider, t.customerRef),
    uniqueIndex('provider_profiles_payout_key').on(t.provider, t.payoutAccountRef),
  ],
);

/**
 * A recipient's MercadoPago account, connected by OAuth: they collect their own gifts (the preference is created
 * with their token, `payments/collectors.ts`). The tokens are stored encrypted (AES-256-GCM, the person's id as
 * associated data, key from `MERCADOPAGO_TOKEN_KEY`): a copy of the database alone acts on nobody's account.
 */
export const mercadopagoCollectors = pgTable(
  'mercadopago_collectors',
  {
    personId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** MercadoPago's user id of the account (its notifications name it as `user_id`). */
    mpUserId: text().notNull(),
    accessTokenEnc: text().notNull(),
    refreshTokenEnc: text(),
    /** When the access token stops working; it is refreshed before (`collectors.ts`). */
    expiresAt: timestamp({ withTimezone: true }),
    liveMode: boolean().notNull().default(false),
    connectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mercadopago_collectors_mp_user_key').on(t.mpUserId)],
);

export const PAYMENT_STATUSES = [
  'requires_action',
  'processing',
  'succeeded',
  'failed',
  'canceled',
  'expired',
  'awaiting_funds',
] as const;
/**
 * A payment whose money has not arrived yet, until `expiresAt`: a card's holds its share of a goal; a delayed
 * way's (`awaiting_funds`: a transfer, a voucher) only shows "en camino" and blocks nobody.
 */
export const OPEN_PAYMENT_STATUSES = ['requires_action', 'processing', 'awaiting_funds'] as const;
/** Open payments that hold something for minutes (a card's), as opposed to money awaited for days. */
export const HELD_PAYMENT_STATUSES = ['requires_action', 'processing'] as const;

/** Money given by card: a charge at the provider, landing in the recipient's wallet through the ledger. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    payerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** For a guest's receipt; a signed-in payer's receipts go to their account's address. */
    payerEmail: text(),
    /** A guest's name as they typed it (null for a signed-in payer: their account's name is used). */
    payerName: text(),
    /**
     * A guest's proofs, as SHA-256 of random tokens: `guestTokenHash` for the browser that paid (the answer of
     * `payment/guest`: its confirmation step and receipt), `receiptTokenHash` for the e-mailed receipt link
     * (`/justificante/{id}?token=…`), written when the payment succeeds. The tokens themselves are never stored.
     */
    guestTokenHash: text(),
    receiptTokenHash: text(),
    /** A delayed payment's e-mailed link to its instructions (a guest may pay from another device, days later). */
    instructionsTokenHash: text(),
    /** No foreign key: the payment (and the ledger) outlive the recipient's account. */
    recipientId: uuid().notNull(),
    /** `donation`: money for a verified ONG (its `donations` row holds the certificate); `gift` otherwise. */
    kind: text({ enum: ['gift', 'donation'] })
      .notNull()
      .default('gift'),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    fee: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * "Pago yo la comisión": what the giver added on top of what they chose to give, so the recipient receives it
     * whole (`amount` is all they paid). What a payment gives toward a goal is `amount − fee_covered`.
     */
    feeCovered: bigint({ mode: 'number' }).notNull().default(0),
    refunded: bigint({ mode: 'number' }).notNull().default(0),
    status: text({ enum: PAYMENT_STATUSES }).notNull(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    /** How it was paid: `card`, or a way whose money arrives later (`payment-methods.ts` in the contract). */
    method: text({ enum: GIVING_METHODS }).notNull().default('card'),
    /**
     * A delayed payment's instructions while it waits (the IBAN and reference, the voucher), as the giver sees
     * them; kept so their receipt shows them again.
     */
    instructions: jsonb().$type<PaymentInstructions>(),
    /** What has arrived of a transfer still waiting (sent short); the rest may follow with the same reference. */
    received: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * What was asked, when the money that arrived differs (a transfer sent short or long): `amount` is then what
     * arrived, and is what the ledger moved.
     */
    requestedAmount: bigint({ mode: 'number' }),
    /** The provider's charge (PaymentIntent) id: one payment per charge, so a webhook applies once. */
    providerChargeId: text(),
    /**
     * The caller's `Idempotency-Key`: a retry of the same request finds this payment again (and asks the provider
     * with the same key, derived from this id) instead of charging anew, even after an answer was lost.
     */
    requestKey: text(),
    methodId: uuid().references(() => paymentMethods.id, { onDelete: 'set null' }),
    /** The giver's message to the recipient (shown after the reveal for gifts of a list). */
    message: text().notNull().default(''),
    /**
     * The giver lets the recipient see their name (after the reveal, for gifts of a list). False = anonymous:
     * the recipient never learns who, not even after the reveal.
     */
    showName: boolean().notNull().default(true),
    listId: uuid().references(() => lists.id, { onDelete: 'set null' }),
    giftId: uuid().references(() => gifts.id, { onDelete: 'set null' }),
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    /** The day the money becomes available to withdraw (the list's date); null = at once. */
    availableOn: date({ mode: 'string' }),
    failure: text(),
    /**
     * While the payment is open (`requires_action`, `processing`): when it stops waiting. A job at that moment
     * (and a sweeper after it) asks the provider, cancels what is still unconfirmed and marks it `expired`,
     * freeing the share of a goal it held. Null once settled.
     */
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The sweeper's question: open payments whose time is up.
    index('payments_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('requires_action', 'processing', 'awaiting_funds')`),
    uniqueIndex('payments_provider_charge_key').on(t.provider, t.providerChargeId),
    uniqueIndex('payments_request_key').on(t.payerId, t.requestKey),
    // A guest's retry (no payer id: nulls are distinct above) finds its payment by e-mail and key.
    uniqueIndex('payments_guest_request_key')
      .on(sql`lower(${t.payerEmail})`, t.requestKey)
      .where(sql`${t.payerId} is null`),
    index('payments_payer_idx').on(t.payerId, t.createdAt),
    index('payments_recipient_idx').on(t.recipientId, t.createdAt),
    // A person's gifts received, newest first (the wallet's movements).
    index('payments_received_idx')
      .on(t.recipientId, sql`coalesce(${t.paidAt}, ${t.createdAt})`)
      .where(sql`${t.status} = 'succeeded'`),
    index('payments_method_idx').on(t.methodId, t.createdAt),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_fee_range', sql`${t.fee} >= 0 and ${t.fee} <= ${t.amount}`),
    check('payments_refunded_range', sql`${t.refunded} >= 0 and ${t.refunded} <= ${t.amount}`),
    check('payments_received_not_negative', sql`${t.received} >= 0`),
    check('payments_fee_covered_range', sql`${t.feeCovered} >= 0 and ${t.feeCovered} < ${t.amount}`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    /**
     * The payment's payer and recipient, copied when the refund is written (a payment's people never change;
     * the payer is cleared with the account, as on `payments`), so that each side's movements read their
     * latest refunds from an index instead of joining all of their payments.
     */
    payerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    recipientId: uuid().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** What left the recipient's wallet: the amount less its share of the fee, which Detalle absorbs. */
    recipientAmount: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    providerRefundId: text(),
    /**
     * Where the provider may ask the payer for their bank account (a transfer's or voucher's refund), read once
     * when the refund is written: every retry asks the provider with exactly the same parameters.
     */
    payerEmail: text(),
    /** Who asked for it (payer or recipient), and with which `Idempotency-Key` (a retry resumes this refund). */
    requestedBy: uuid(),
    requestKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_provider_key').on(t.providerRefundId),
    uniqueIndex('refunds_request_key').on(t.requestedBy, t.requestKey),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_payer_idx').on(t.payerId, t.createdAt),
    index('refunds_recipient_idx').on(t.recipientId, t.createdAt),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Money withdrawn from a person's available balance to their bank. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    personId: uuid().notNull(),
    /** Null once the person deleted their account (their saved methods go with it; the payout stays). */
    bankId: uuid().references(() => paymentMethods.id, { onDelete: 'set null' }),
    amount: bigint({ mode: 'number' }).notNull(),
    fee: bigint({ mode: 'number' }).notNull().default(0),
    currency: text().notNull(),
    status: text({ enum: ['in_transit', 'paid', 'failed'] }).notNull(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    providerPayoutId: text(),
    /** The `Idempotency-Key` it was asked with: a retry resumes this payout instead of starting another. */
    requestKey: text(),
    arrivalDate: date({ mode: 'string' }).notNull(),
    failure: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_provider_key').on(t.provider, t.providerPayoutId),
    uniqueIndex('payouts_request_key').on(t.personId, t.requestKey),
    index('payouts_person_idx').on(t.personId, t.createdAt),
    index('payouts_bank_idx').on(t.bankId, t.createdAt),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Money a guardian moved from a dependent's hucha to their own wallet («Pasar a mi billetera»): a child cannot be
 * paid out to, so its guardians withdraw or give it from their own wallets. Each row is a movement of both
 * wallets. Like the ledger, no foreign keys: the record outlives the profile (deleted once its hucha is empty)
 * and either account, so each side's name is kept as it was when the money moved.
 */
export const huchaTransfers = pgTable(
  'hucha_transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    dependentId: uuid().notNull(),
    dependentName: text().notNull(),
    guardianId: uuid().notNull(),
    guardianName: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** The guardian's `Idempotency-Key`: a retry finds this row instead of moving the money again. */
    requestKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hucha_transfers_request_key').on(t.guardianId, t.requestKey),
    index('hucha_transfers_dependent_idx').on(t.dependentId, t.createdAt),
    index('hucha_transfers_guardian_idx').on(t.guardianId, t.createdAt),
    check('hucha_transfers_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * How many wallet movements (modules/wallet/movements.ts) a person has of each type, so a page of movements reads
 * its total instead of counting the person's whole history. Kept by triggers on payments, refunds, payouts and hucha
 * transfers in
 * the same transaction as the rows they count (migration 0013); tests check them against a real count. Like the
 * ledger, no foreign key: the movements outlive the account.
 */
export const walletMovementCounts = pgTable(
  'wallet_movement_counts',
  {
    personId: uuid().notNull(),
    type: text({ enum: MOVEMENT_TYPES }).notNull(),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.type] }), check('wallet_movement_counts_n', sql`${t.n} >= 0`)],
);

/**
 * `Idempotency-Key`s of money-moving calls, per caller: the first call stores its answer; a replay gets it
 * back and moves nothing; the same key with another body (another hash) is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller: a person's id, or `guest:<e-mail>` for a guest. */
    scope: text().notNull(),
    key: text().notNull(),
    /** The call (`payment/save`) and a hash of its body. */
    operation: text().notNull(),
    requestHash: text().notNull(),
    /** null while the first call is still running. */
    responseStatus: integer(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Webhook events exactly as the provider sent them (verified first); a job applies each once. */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    payload: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('provider_events_event_key').on(t.provider, t.eventId)],
);

/**
 * A donation to a verified ONG: its payment (`payments.kind = 'donation'`, recipient = the ONG) plus
 * what the certificate says. `certificateNumber` (`2026-000123`) is given once, when the payment succeeds, from
 * `donationCounters` in that transaction: sequential per ONG and year, unique in the database.
 */
export const donations = pgTable(
  'donations',
  {
    paymentId: uuid()
      .primaryKey()
      .references(() => payments.id),
    /** The ONG's user id; no foreign key, like the payment's recipient: the record outlives the account. */
    ongId: uuid().notNull(),
    /** The donor's full name and (optional) NIF/NIE, as they gave them for the certificate. */
    donorName: text().notNull(),
    taxId: text(),
    /** A person (NIF or NIE) or a company (CIF, and `donorName` is its razón social), for Modelo 182. */
    donorKind: text({ enum: DONOR_KINDS }).notNull().default('person'),
    /** The donor's province, two figures (`28` Madrid), as Modelo 182 declares it; null when not given. */
    province: text(),
    /** The ONG's name and registration number when the certificate was numbered (a later edit changes nothing). */
    ongName: text(),
    ongLegalId: text(),
    certificateYear: integer(),
    certificateSeq: integer(),
    certificateNumber: text(),
    /** "Dona a una ONG en lugar de regalarme": the list or event whose page offered it. */
    inLieuListId: uuid().references(() => lists.id, { onDelete: 'set null' }),
    inLieuEventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('donations_certificate_key').on(t.ongId, t.certificateNumber),
    uniqueIndex('donations_certificate_seq_key').on(t.ongId, t.certificateYear, t.certificateSeq),
    check('donations_donor_kind_known', sql`${t.donorKind} in ('person', 'company')`),
    check('donations_province_code', sql`${t.province} ~ '^[0-9]{2}$'`),
    check(
      'donations_certificate_whole',
      sql`(${t.certificateNumber} is null) = (${t.certificateSeq} is null) and (${t.certificateSeq} is null) = (${t.certificateYear} is null)`,
    ),
  ],
);

/** The last certificate number given per ONG and year: one row, raised by `insert … on conflict do update`. */
export const donationCounters = pgTable(
  'donation_counters',
  {
    ongId: uuid().notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.ongId, t.year] })],
);

import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { payments } from '../../db/schema/index.js';
import type { Mail } from '../../plugins/mailer.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'status' | 'expiresAt'>;
export type PaymentKind = PaymentRow['kind'];

/**
 * What a payment is for, told by the module that gives it (`payments.kind`): this module charges, applies the
 * provider's answer, refunds and expires any payment, and calls these hooks at each step so the peer does what
 * its kind of payment means (a group gift's share held then given, a donation's certificate number). Every hook
 * runs in the transaction of the step that calls it.
 */
export type PaymentPurpose = {
  /** A payment is about to be written (`openPayment`): hold what it is for, or refuse with an `AppError`. */
  hold(tx: Db, values: NewPayment): Promise<void>;
  /**
   * An open payment's money arrived and is given: what it held becomes given. `arrived` is what came, which for
   * a transfer sent short or long differs from `p.amount` (what was asked and held).
   */
  settled(tx: Db, p: PaymentRow, arrived: number): Promise<void>;
  /** An open payment ended without giving its money (failed, cancelled, expired, recipient gone): freed. */
  released(tx: Db, p: PaymentRow): Promise<void>;
  /**
   * A person gave back `amount` of a given payment; a negative amount: the provider refused, it is given again.
   * `p.refunded` is what had been refunded before this change.
   */
  refunded(tx: Db, p: PaymentRow, amount: number): Promise<void>;
  /** The money is in the recipient's wallet (the ledger posted it): what follows, and telling the recipient. */
  received(app: AppContext, tx: Db, p: PaymentRow): Promise<void>;
  /** A guest's payment succeeded: the e-mail with the link (and `token`) to what they paid for. */
  guestReceiptMail(app: AppContext, tx: Db, p: PaymentRow, token: string): Promise<Mail>;
  /** A guest's delayed payment waits for their transfer or voucher: the e-mail with the link to its instructions. */
  guestWaitingMail?(app: AppContext, tx: Db, p: PaymentRow, token: string): Promise<Mail>;
};

/**
 * The purposes the running app knows, one per kind. Peers register theirs once, from their route plugins; asking
 * for a kind nobody registered is a programming error and throws (the payments plugin also checks every kind is
 * registered once the app is ready, so a missing one fails at start, not at the first payment).
 */
export class PaymentPurposes {
  readonly #byKind = new Map<PaymentKind, PaymentPurpose>();

  register(kind: PaymentKind, purpose: PaymentPurpose) {
    if (this.#byKind.has(kind)) throw new Error(`payment purpose '${kind}' registered twice`);
    this.#byKind.set(kind, purpose);
  }

  of(kind: PaymentKind): PaymentPurpose {
    const purpose = this.#byKind.get(kind);
    if (!purpose) throw new Error(`no payment purpose registered for '${kind}'`);
    return purpose;
  }

  /** Throws unless every one of `kinds` has its purpose. */
  assertRegistered(kinds: readonly PaymentKind[]) {
    for (const kind of kinds) this.of(kind);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What each kind of payment is for (`registerPaymentPurpose`). */
    paymentPurposes: PaymentPurposes;
  }
}

/** A peer says what its kind of payment is for; once per app, at start-up. */
export function registerPaymentPurpose(
  app: Pick<AppContext, 'paymentPurposes'>,
  kind: PaymentKind,
  purpose: PaymentPurpose,
) {
  app.paymentPurposes.register(kind, purpose);
}

/** The purpose of this payment's kind. */
export const purposeOf = (app: Pick<AppContext, 'paymentPurposes'>, p: { kind: PaymentKind }) =>
  app.paymentPurposes.of(p.kind);

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.js';
import type { Db } from '../../db/client.js';
import { isCheckViolation } from '../../db/errors.js';
import {
  type LedgerAccountKind,
  type LedgerTransferKind,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
} from '../../db/schema/index.js';

/**
 * The double-entry ledger: the one place money moves. Every function takes the caller's transaction (`db`),
 * so a transfer commits together with the payment, refund or payout it belongs to.
 *
 * The database keeps the rules (migration 0009), so no caller can break them: entries are immutable, a
 * transfer's entries sum to zero per currency, a transfer goes pending → posted or voided once, and a
 * person's accounts never go negative (the running balance's CHECK refuses the statement: `isOverdraft`).
 */

export type AccountRef =
  | { kind: 'person_pending' | 'person_available'; personId: string; currency: string }
  | { kind: 'clearing'; provider: string; currency: string }
  | { kind: 'payouts' | 'fees'; currency: string };

/** People's money never goes negative; what the provider holds, what was paid out and its fees may. */
const ALLOW_NEGATIVE: Record<LedgerAccountKind, boolean> = {
  person_pending: false,
  person_available: false,
  clearing: true,
  payouts: true,
  fees: true,
};

const ownerOf = (ref: AccountRef) => ({
  personId: 'personId' in ref ? ref.personId : null,
  provider: 'provider' in ref ? ref.provider : null,
});

/**
 * The account's id, created on first use (concurrent first uses meet on the unique key). An existing account
 * is only read, never locked: its row is locked when its balance moves, in `lockAccounts`' order. (An upsert
 * that "touches" the row would lock it here, in the caller's order of legs, and two transactions resolving
 * the same accounts in another order, or a posting that locks them in id order, would deadlock.)
 */
export async function accountId(db: Db, ref: AccountRef): Promise<string> {
  const { personId, provider } = ownerOf(ref);
  const find = async () => {
    const [row] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.kind, ref.kind),
          personId === null ? isNull(ledgerAccounts.personId) : eq(ledgerAccounts.personId, personId),
          provider === null ? isNull(ledgerAccounts.provider) : eq(ledgerAccounts.provider, provider),
          eq(ledgerAccounts.currency, ref.currency),
        ),
      );
    return row?.id;
  };
  const existing = await find();
  if (existing) return existing;
  const [created] = await db
    .insert(ledgerAccounts)
    .values({
      kind: ref.kind,
      personId,
      provider,
      currency: ref.currency,
      allowNegative: ALLOW_NEGATIVE[ref.kind],
    })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  const id = created?.id ?? (await find());
  if (!id) throw new Error('ledger account not created');
  return id;
}

/**
 * Locks the accounts whose balances a transaction is about to move, always in one order: people's accounts
 * first, then clearing, payouts and fees (the accounts every payment shares), each kind by id. A transaction
 * moves one person's money and the shared accounts, in one or more transfers (a gift, then its fee), so with
 * this order no two transactions ever wait for each other in a circle. The balance updates of the ledger's
 * triggers then find the rows already locked.
 */
async function lockAccounts(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.execute(sql`select id from ledger_accounts where id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})
    order by array_position(array['person_pending', 'person_available', 'clearing', 'payouts', 'fees'], kind), id
    for no key update`);
}

export type TransferInput = {
  kind: LedgerTransferKind;
  /** Unique per operation: a second transfer with the same key is never written (the first is returned). */
  key: string;
  status: 'pending' | 'posted';
  currency: string;
  /** Account and signed amount; they must sum to zero. Zero amounts are left out. */
  legs: { account: AccountRef; amount: number }[];
  paymentId?: string | null;
  refundId?: string | null;
  payoutId?: string | null;
  reversesId?: string | null;
};

export type Transfer = typeof ledgerTransfers.$inferSelect;

/**
 * Writes a transfer and its entries. Idempotent by `key`: if a transfer with that key exists it is returned
 * unchanged and nothing moves (`created: false`).
 */
export async function transfer(
  db: Db,
  input: TransferInput,
): Promise<{ transfer: Transfer; created: boolean }> {
  const legs = input.legs.filter((l) => l.amount !== 0);
  // The database would refuse it at commit; say which transfer here (callers skip a zero fee, for instance).
  if (legs.length < 2) throw new Error(`ledger transfer ${input.key} needs two non-zero legs`);
  if (legs.reduce((sum, l) => sum + l.amount, 0) !== 0)
    throw new Error(`ledger transfer ${input.key} does not sum to zero`);
  const [created] = await db
    .insert(ledgerTransfers)
    .values({
      kind: input.kind,
      key: input.key,
      status: input.status,
      paymentId: input.paymentId ?? null,
      refundId: input.refundId ?? null,
      payoutId: input.payoutId ?? null,
      reversesId: input.reversesId ?? null,
      postedAt: input.status === 'posted' ? new Date() : null,
    })
    .onConflictDoNothing({ target: ledgerTransfers.key })
    .returning();
  if (!created) {
    const [existing] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.key, input.key));
    if (!existing) throw new Error(`ledger transfer ${input.key} vanished`);
    return { transfer: existing, created: false };
  }
  const entries = [];
  for (const leg of legs) {
    entries.push({
      transferId: created.id,
      accountId: await accountId(db, leg.account),
      amount: leg.amount,
      currency: input.currency,
    });
  }
  if (input.status === 'posted')
    await lockAccounts(
      db,
      entries.map((e) => e.accountId),
    );
  if (entries.length > 0) await db.insert(ledgerEntries).values(entries);
  return { transfer: created, created: true };
}

/** Posts a pending transfer. True only for the call that did it: a transfer is posted or voided once. */
export async function post(db: Db, transferId: string): Promise<boolean> {
  const legs = await db
    .select({ accountId: ledgerEntries.accountId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transferId, transferId));
  await lockAccounts(
    db,
    legs.map((l) => l.accountId),
  );
  const rows = await db
    .update(ledgerTransfers)
    .set({ status: 'posted' })
    .where(and(eq(ledgerTransfers.id, transferId), eq(ledgerTransfers.status, 'pending')))
    .returning({ id: ledgerTransfers.id });
  return rows.length === 1;
}

/** Voids a pending transfer: its entries stay, but never count. True only for the call that did it. */
export async function voidTransfer(db: Db, transferId: string): Promise<boolean> {
  const rows = await db
    .update(ledgerTransfers)
    .set({ status: 'voided' })
    .where(and(eq(ledgerTransfers.id, transferId), eq(ledgerTransfers.status, 'pending')))
    .returning({ id: ledgerTransfers.id });
  return rows.length === 1;
}

/** Undoes a posted transfer with one of opposite sign (entries are never edited). */
export async function reverse(db: Db, original: Transfer, kind: LedgerTransferKind = 'reversal') {
  // Only what counted can be undone: reversing a pending or voided transfer would create money.
  if (original.status !== 'posted')
    throw new Error(`ledger transfer ${original.key} is ${original.status}, not posted`);
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, original.id));
  const [first] = entries;
  if (!first) throw new Error(`ledger transfer ${original.key} has no entries`);
  const [reversed] = await db
    .insert(ledgerTransfers)
    .values({
      kind,
      key: `${original.key}:reversal`,
      status: 'posted',
      paymentId: original.paymentId,
      refundId: original.refundId,
      payoutId: original.payoutId,
      reversesId: original.id,
      postedAt: new Date(),
    })
    .onConflictDoNothing({ target: ledgerTransfers.key })
    .returning();
  if (!reversed) return false;
  await lockAccounts(
    db,
    entries.map((e) => e.accountId),
  );
  await db.insert(ledgerEntries).values(
    entries.map((e) => ({
      transferId: reversed.id,
      accountId: e.accountId,
      amount: -e.amount,
      currency: e.currency,
    })),
  );
  return true;
}

/** A person's balances per currency, from the ledger's running balances. */
/** `dashboard/balanceUser` reads it on every visit to the wallet: its SQL is written once (db/built-once.ts). */
const balancesQuery = builtOnce((db) =>
  db
    .select({ kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.personId, sql.placeholder('personId')),
        inArray(ledgerAccounts.kind, ['person_pending', 'person_available']),
      ),
    ),
);

export async function personBalances(db: Db, personId: string) {
  const rows = await balancesQuery(db).execute({ personId });
  const byCurrency = new Map<string, { currency: string; available: number; pending: number }>();
  for (const r of rows) {
    const b = byCurrency.get(r.currency) ?? { currency: r.currency, available: 0, pending: 0 };
    if (r.kind === 'person_available') b.available = Number(r.balance);
    else b.pending = Number(r.balance);
    byCurrency.set(r.currency, b);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** What this payment left in the person's account of that kind (its gift, fee and refunds, posted). */
export async function paymentShareIn(db: Db, paymentId: string, accountIdOf: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        eq(ledgerTransfers.paymentId, paymentId),
        eq(ledgerTransfers.status, 'posted'),
        eq(ledgerEntries.accountId, accountIdOf),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The CHECK that keeps people's accounts at or above zero refused the statement. */
export const isOverdraft = (err: unknown) => isCheckViolation(err, 'ledger_accounts_not_negative');

import type { Movement, MovementType, Page, PaymentStatus } from '@detalle/contract';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { builtOnceSql } from '../../db/built-once.js';
import { personBalances } from '../ledger/index.js';
import { listRevealed } from '../lists/index.js';
import { findOwnMethod, today } from '../payments/index.js';
import { describeAll } from './concerns.js';

/**
 * The wallet's movements, newest first. Each row is a thing that happened to the caller's money, read from
 * where it is recorded: gifts received and their fees (payments to me), what I gave (payments by me),
 * refunds either way, withdrawals, and money moved out of a dependent's hucha (in its guardian's wallet and in
 * its own). Balances are read from the ledger (`balanceUser`); the movements
 * explain them, and a test checks they agree.
 *
 * The giver is named to the recipient only as `payerShownToRecipient` (payments/rules.ts) says.
 *
 * One query (UNION ALL of indexed reads), paged in SQL; the total is kept by the database (`movementQueries`). Ids name the row's source and side
 * (`<payment>:received`, `<payment>:fee`…); on the same instant a gift sorts before its fee.
 */
const STATUS_OF_PAYMENT = sql`case p.status when 'succeeded' then 'completed' when 'failed' then 'failed' when 'canceled' then 'canceled' when 'expired' then 'canceled' else 'pending' end`;
const STATUS_OF_REFUND = sql`case r.status when 'succeeded' then 'completed' when 'failed' then 'failed' else 'pending' end`;

const COLUMNS = [
  'id',
  'type',
  'amount',
  'currency',
  'status',
  'date',
  'payment_id',
  'payout_id',
  'method_id',
  'method_type',
  'person_id',
  'list_id',
  'gift_id',
  'event_id',
  'available_on',
  'payment_status',
  'giver_name',
  'message',
] as const;
type Column = (typeof COLUMNS)[number];

/** One source of movements: its expression for each column (every branch names them all), then its FROM. */
const branch = (columns: Record<Column, SQL>, from: SQL) =>
  sql`select ${sql.join(
    COLUMNS.map((c) => sql`${columns[c]} as ${sql.raw(c)}`),
    sql`, `,
  )} ${from}`;

const NONE = { uuid: sql`null::uuid`, text: sql`null::text`, date: sql`null::date` };
/** Columns only a payment's movements fill (its status), or only the recipient's (who gave, their message). */
const NO_PAYMENT = { payment_status: NONE.text, giver_name: NONE.text, message: sql`''::text` };
const payerShown = sql`p.show_name and (p.list_id is null or ${listRevealed(sql`p.list_id`)})`;
const namedPayer = sql`case when ${payerShown} then p.payer_id end`;
/** Who gave and what they wrote, to the recipient: as `payerShown` allows (a guest by the name they gave). */
const giverColumns = {
  giver_name: sql`case when ${payerShown} then coalesce((select u.name from users u where u.id = p.payer_id), p.payer_name) end`,
  message: sql`case when ${payerShown} then p.message else '' end`,
};
const concernsOf = { list_id: sql`p.list_id`, gift_id: sql`p.gift_id`, event_id: sql`p.event_id` };

/** A gift (or donation) I received. */
const RECEIVED: Record<Column, SQL> = {
  id: sql`p.id::text || ':received'`,
  type: sql`case p.kind when 'donation' then 'donation_received' else 'gift_received' end`,
  amount: sql`p.amount`,
  currency: sql`p.currency`,
  status: sql`'completed'::text`,
  date: sql`coalesce(p.paid_at, p.created_at)`,
  payment_id: sql`p.id`,
  payout_id: NONE.uuid,
  method_id: NONE.uuid,
  method_type: NONE.text,
  person_id: namedPayer,
  ...concernsOf,
  available_on: sql`p.available_on`,
  payment_status: sql`p.status::text`,
  ...giverColumns,
};

/** The provider's fee on what I received. */
const FEE: Record<Column, SQL> = {
  id: sql`p.id::text || ':fee'`,
  type: sql`'fee'::text`,
  amount: sql`-p.fee`,
  currency: sql`p.currency`,
  status: sql`'completed'::text`,
  date: sql`coalesce(p.paid_at, p.created_at)`,
  payment_id: sql`p.id`,
  payout_id: NONE.uuid,
  method_id: NONE.uuid,
  method_type: NONE.text,
  person_id: NONE.uuid,
  ...concernsOf,
  available_on: NONE.date,
  ...NO_PAYMENT,
};

/** What I gave (or donated), however it ended. */
const GIVEN: Record<Column, SQL> = {
  id: sql`p.id::text || ':out'`,
  type: sql`case p.kind when 'donation' then 'donation' else 'contribution' end`,
  amount: sql`-p.amount`,
  currency: sql`p.currency`,
  status: STATUS_OF_PAYMENT,
  date: sql`p.created_at`,
  payment_id: sql`p.id`,
  payout_id: NONE.uuid,
  method_id: sql`p.method_id`,
  method_type: sql`'card'::text`,
  person_id: sql`p.recipient_id`,
  ...concernsOf,
  available_on: sql`p.available_on`,
  ...NO_PAYMENT,
  payment_status: sql`p.status::text`,
};

/** Money given back to me as the payer. */
const REFUNDED_TO_PAYER: Record<Column, SQL> = {
  id: sql`r.id::text`,
  type: sql`'refund'::text`,
  amount: sql`r.amount`,
  currency: sql`p.currency`,
  status: STATUS_OF_REFUND,
  date: sql`r.created_at`,
  payment_id: sql`p.id`,
  payout_id: NONE.uuid,
  method_id: sql`p.method_id`,
  method_type: sql`'card'::text`,
  person_id: sql`p.recipient_id`,
  ...concernsOf,
  available_on: NONE.date,
  ...NO_PAYMENT,
};

/** Money I gave back as the recipient. */
const REFUNDED_BY_RECIPIENT: Record<Column, SQL> = {
  id: sql`r.id::text || ':back'`,
  type: sql`'refund'::text`,
  amount: sql`-r.recipient_amount`,
  currency: sql`p.currency`,
  status: STATUS_OF_REFUND,
  date: sql`r.created_at`,
  payment_id: sql`p.id`,
  payout_id: NONE.uuid,
  method_id: NONE.uuid,
  method_type: NONE.text,
  person_id: namedPayer,
  ...concernsOf,
  available_on: NONE.date,
  ...NO_PAYMENT,
  giver_name: giverColumns.giver_name,
};

/** A withdrawal to my bank account. */
const PAYOUT: Record<Column, SQL> = {
  id: sql`o.id::text`,
  type: sql`'payout'::text`,
  amount: sql`-o.amount`,
  currency: sql`o.currency`,
  status: sql`case o.status when 'paid' then 'completed' when 'failed' then 'failed' else 'pending' end`,
  date: sql`o.created_at`,
  payment_id: NONE.uuid,
  payout_id: sql`o.id`,
  method_id: sql`o.bank_id`,
  method_type: sql`'bank'::text`,
  person_id: NONE.uuid,
  list_id: NONE.uuid,
  gift_id: NONE.uuid,
  event_id: NONE.uuid,
  available_on: NONE.date,
  ...NO_PAYMENT,
};

/** What both sides of money moved out of a hucha share (`hucha_transfers`: no payment, no receipt). */
const HUCHA = {
  currency: sql`h.currency`,
  status: sql`'completed'::text`,
  date: sql`h.created_at`,
  payment_id: NONE.uuid,
  payout_id: NONE.uuid,
  method_id: NONE.uuid,
  method_type: NONE.text,
  list_id: NONE.uuid,
  gift_id: NONE.uuid,
  event_id: NONE.uuid,
  available_on: NONE.date,
  payment_status: NONE.text,
  message: sql`''::text`,
};

/** Money a guardian moved into my wallet from a dependent's hucha: «Pasado a tu billetera desde la hucha de Leo». */
const FROM_HUCHA: Record<Column, SQL> = {
  ...HUCHA,
  id: sql`h.id::text || ':in'`,
  type: sql`'from_hucha'::text`,
  amount: sql`h.amount`,
  person_id: sql`h.dependent_id`,
  giver_name: sql`h.dependent_name`,
};

/** The same money leaving the hucha, in the dependent's own wallet: «Lucía lo pasó a su billetera». */
const TO_GUARDIAN: Record<Column, SQL> = {
  ...HUCHA,
  id: sql`h.id::text || ':out'`,
  type: sql`'to_guardian'::text`,
  amount: sql`-h.amount`,
  person_id: sql`h.guardian_id`,
  giver_name: sql`h.guardian_name`,
};

/** Each source of movements, as rows of the same columns. */
function branchesOf(personId: string | Placeholder): SQL[] {
  const received = sql`from payments p where p.recipient_id = ${personId} and p.status = 'succeeded'`;
  const refundsOf = (side: SQL) =>
    sql`from refunds r join payments p on p.id = r.payment_id where ${side} = ${personId}`;
  // Each side's refunds are found by the refund's own copy of the person (indexed with its date), so a page
  // reads the latest few instead of joining all of the person's payments.
  return [
    branch(RECEIVED, received),
    branch(FEE, sql`${received} and p.fee > 0`),
    branch(GIVEN, sql`from payments p where p.payer_id = ${personId}`),
    branch(REFUNDED_TO_PAYER, refundsOf(sql`r.payer_id`)),
    branch(REFUNDED_BY_RECIPIENT, refundsOf(sql`r.recipient_id`)),
    branch(PAYOUT, sql`from payouts o where o.person_id = ${personId}`),
    branch(FROM_HUCHA, sql`from hucha_transfers h where h.guardian_id = ${personId}`),
    branch(TO_GUARDIAN, sql`from hucha_transfers h where h.dependent_id = ${personId}`),
  ];
}

/** All the movements together (the monthly totals read them whole, over a year). */
function movementsOf(personId: string | Placeholder): SQL {
  return sql`(${sql.join(branchesOf(personId), sql` union all `)})`;
}

type Row = {
  id: string;
  type: MovementType;
  amount: string | number;
  currency: string;
  status: Movement['status'];
  date: string | Date;
  payment_id: string | null;
  payout_id: string | null;
  method_id: string | null;
  method_type: 'card' | 'bank' | null;
  person_id: string | null;
  list_id: string | null;
  gift_id: string | null;
  event_id: string | null;
  available_on: string | null;
  payment_status: PaymentStatus | null;
  giver_name: string | null;
  message: string;
};

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** Which movements a page shows: all, one type, or those of one of my payment methods. */
type Filter = { type?: MovementType; methodId?: string };

/** The filter a page has: which of the statements below it runs. */
type Shape = 'all' | 'type' | 'method';
const shapeOf = (filter: Filter): Shape => (filter.methodId ? 'method' : filter.type ? 'type' : 'all');

/** The values of a page's statements, by name (`sql.placeholder`). */
const P = {
  personId: sql.placeholder('personId'),
  type: sql.placeholder('type'),
  methodId: sql.placeholder('methodId'),
  lim: sql.placeholder('lim'),
  pos: sql.placeholder('pos'),
  firsts: sql.placeholder('firsts'),
};

const conditionOf = (shape: Shape) =>
  shape === 'method'
    ? sql`m.method_id = ${P.methodId}`
    : shape === 'type'
      ? sql`m.type = ${P.type}`
      : sql`true`;

/**
 * The two statements of a page of movements. Each source is cut to its first `pos + lim` rows in its own index
 * order before they are merged, so a page reads a few dozen rows, not a person's whole history. The total of all
 * movements, or of one type, is the person's counters (`wallet_movement_counts`, kept by triggers); the movements
 * of one payment method are counted from the sources.
 *
 * Written once per shape (db/built-once.ts): building this UNION of every source was most of the page's CPU.
 */
function movementQueries(shape: Shape) {
  const condition = conditionOf(shape);
  const firsts = branchesOf(P.personId).map(
    (b) => sql`(select * from (${b}) m where ${condition} order by m.date desc, m.id desc limit ${P.firsts})`,
  );
  return {
    page: builtOnceSql(
      () =>
        sql`select * from (${sql.join(firsts, sql` union all `)}) m order by m.date desc, m.id desc limit ${P.lim} offset ${P.pos}`,
    ),
    count: builtOnceSql(() =>
      shape === 'method'
        ? sql`select count(*)::int as n from ${movementsOf(P.personId)} m where ${condition}`
        : sql`select coalesce(sum(n), 0)::int as n from wallet_movement_counts
               where person_id = ${P.personId} ${shape === 'type' ? sql`and type = ${P.type}` : sql``}`,
    ),
  };
}
const pageQueries = {
  all: movementQueries('all'),
  type: movementQueries('type'),
  method: movementQueries('method'),
};

/**
 * A person's movements of each type counted from their sources, and as their counters say: the two must always
 * be equal (the tests check it after every kind of change, and under concurrency on PostgreSQL).
 */
export async function recountMovements(app: AppContext, personId: string) {
  const [counted, kept] = await Promise.all([
    app.db.execute(sql`select m.type, count(*)::int as n from ${movementsOf(personId)} m group by 1`),
    app.db.execute(
      sql`select type, n::int as n from wallet_movement_counts where person_id = ${personId} and n > 0`,
    ),
  ]);
  const byType = (result: unknown) =>
    Object.fromEntries(
      (result as { rows: { type: string; n: number }[] }).rows
        .map((r) => [r.type, Number(r.n)] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  return { counted: byType(counted), kept: byType(kept) };
}

async function pageOf(
  app: AppContext,
  personId: string,
  filter: Filter,
  { lim, pos }: { lim: number; pos: number },
): Promise<Page<Movement>> {
  const queries = pageQueries[shapeOf(filter)];
  const values = { personId, type: filter.type, methodId: filter.methodId, lim, pos, firsts: pos + lim };
  const [page, counted] = await Promise.all([
    queries.page(app.db).execute(values),
    queries.count(app.db).execute(values),
  ]);
  const rows = rowsOf(page);
  const describe = await describeAll(
    app.db,
    personId,
    rows.map((r) => ({ giftId: r.gift_id, listId: r.list_id, eventId: r.event_id, personId: r.person_id })),
  );
  const now = today();
  return {
    list: rows.map((r) => {
      const about = describe({
        giftId: r.gift_id,
        listId: r.list_id,
        eventId: r.event_id,
        personId: r.person_id,
      });
      return {
        id: r.id,
        type: r.type,
        amount: Number(r.amount),
        currency: r.currency,
        status: r.status,
        date: new Date(r.date).toISOString(),
        paymentId: r.payment_id,
        payoutId: r.payout_id,
        methodId: r.method_id,
        methodType: r.method_type,
        person: about.person,
        concerns: about.concerns,
        availableOn: r.available_on && r.available_on > now ? r.available_on : null,
        paymentStatus: r.payment_status,
        giverName: r.giver_name,
        message: r.message,
      };
    }),
    total: (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0,
  };
}

/** `dashboard/transactionsUser?lim&pos&type`. */
export function listMovements(
  app: AppContext,
  personId: string,
  query: { lim: number; pos: number; type?: MovementType },
) {
  return pageOf(app, personId, { type: query.type }, query);
}

/** `card/payments/{id}`: what was paid with one of my cards, or paid out into one of my bank accounts. */
export async function listMethodMovements(
  app: AppContext,
  personId: string,
  methodId: string,
  query: { lim: number; pos: number },
) {
  const method = await findOwnMethod(app.db, personId, methodId);
  return pageOf(app, personId, { methodId: method.id }, query);
}

/** `dashboard/balanceUser`. */
export async function balanceOf(app: AppContext, personId: string) {
  return { balances: await personBalances(app.db, personId) };
}

/** `dashboard/monthlyUser`: completed money in and out per month over the last 12 months, per currency. */
export async function monthly(app: AppContext, personId: string, currency?: string) {
  const result = await app.db.execute(sql`
    select to_char(date_trunc('month', m.date), 'YYYY-MM') as month, m.currency,
           sum(case when m.amount > 0 then m.amount else 0 end)::bigint as money_in,
           sum(case when m.amount < 0 then -m.amount else 0 end)::bigint as money_out
      from ${movementsOf(personId)} m
     where m.status = 'completed' and m.date >= date_trunc('month', now()) - interval '11 months'
       ${currency ? sql`and m.currency = ${currency}` : sql``}
     group by 1, 2`);
  const rows = (
    result as unknown as { rows: { month: string; currency: string; money_in: string; money_out: string }[] }
  ).rows;
  const months: string[] = [];
  const start = new Date();
  for (let i = 11; i >= 0; i--) {
    const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  return currencies.map((c) => ({
    currency: c,
    months: months.map((month) => {
      const r = rows.find((x) => x.currency === c && x.month === month);
      return { month, in: Number(r?.money_in ?? 0), out: Number(r?.money_out ?? 0) };
    }),
  }));
}

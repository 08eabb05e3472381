import type { Movement, MovementType, Page } from '@detalle/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { personBalances } from '../ledger/ledger.js';
import { describeAll } from './concerns.js';
import { findOwnMethod } from './methods.js';
import { today } from './rules.js';

/**
 * The wallet's movements, newest first. Each row is a thing that happened to the caller's money, read from
 * where it is recorded: gifts received and their fees (payments to me), what I gave (payments by me),
 * refunds either way, and withdrawals. Balances are read from the ledger (`balanceUser`); the movements
 * explain them, and a test checks they agree.
 *
 * The giver is named to the recipient only as `payerShownToRecipient` (rules.ts) says.
 *
 * One query (UNION ALL of indexed reads), paged and counted in SQL. Ids name the row's source and side
 * (`<payment>:received`, `<payment>:fee`…); on the same instant a gift sorts before its fee.
 */
const STATUS_OF_PAYMENT = sql`case p.status when 'succeeded' then 'completed' when 'failed' then 'failed' when 'canceled' then 'canceled' else 'pending' end`;
const STATUS_OF_REFUND = sql`case r.status when 'succeeded' then 'completed' when 'failed' then 'failed' else 'pending' end`;

function movementsOf(personId: string): SQL {
  return sql`(
    select p.id::text || ':received' as id, 'gift_received' as type, p.amount as amount, p.currency, 'completed' as status,
           coalesce(p.paid_at, p.created_at) as date, p.id as payment_id, null::uuid as payout_id,
           null::uuid as method_id, null::text as method_type,
           case when p.show_name and p.gift_id is null then p.payer_id end as person_id, p.list_id, p.gift_id, p.event_id, p.available_on
      from payments p where p.recipient_id = ${personId} and p.status = 'succeeded'
    union all
    select p.id::text || ':fee', 'fee', -p.fee, p.currency, 'completed', coalesce(p.paid_at, p.created_at), p.id, null,
           null, null, null, p.list_id, p.gift_id, p.event_id, null
      from payments p where p.recipient_id = ${personId} and p.status = 'succeeded' and p.fee > 0
    union all
    select p.id::text || ':out', 'contribution', -p.amount, p.currency, ${STATUS_OF_PAYMENT}, p.created_at, p.id, null,
           p.method_id, 'card', p.recipient_id, p.list_id, p.gift_id, p.event_id, null
      from payments p where p.payer_id = ${personId}
    union all
    select r.id::text, 'refund', r.amount, p.currency, ${STATUS_OF_REFUND}, r.created_at, p.id, null,
           p.method_id, 'card', p.recipient_id, p.list_id, p.gift_id, p.event_id, null
      from refunds r join payments p on p.id = r.payment_id where p.payer_id = ${personId}
    union all
    select r.id::text || ':back', 'refund', -r.recipient_amount, p.currency, ${STATUS_OF_REFUND}, r.created_at, p.id, null,
           null, null, case when p.show_name and p.gift_id is null then p.payer_id end, p.list_id, p.gift_id, p.event_id, null
      from refunds r join payments p on p.id = r.payment_id where p.recipient_id = ${personId}
    union all
    select o.id::text, 'payout', -o.amount, o.currency,
           case o.status when 'paid' then 'completed' when 'failed' then 'failed' else 'pending' end,
           o.created_at, null, o.id, o.bank_id, 'bank', null, null, null, null, null
      from payouts o where o.person_id = ${personId}
  )`;
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
};

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** The two statements of a page of movements (bench/api.ts runs the very same SQL on its bare baseline). */
export function movementQueries(personId: string, filter: SQL, { lim, pos }: { lim: number; pos: number }) {
  return {
    page: sql`select * from ${movementsOf(personId)} m where ${filter} order by m.date desc, m.id desc limit ${lim} offset ${pos}`,
    count: sql`select count(*)::int as n from ${movementsOf(personId)} m where ${filter}`,
  };
}

async function pageOf(
  app: AppContext,
  personId: string,
  filter: SQL,
  { lim, pos }: { lim: number; pos: number },
): Promise<Page<Movement>> {
  const queries = movementQueries(personId, filter, { lim, pos });
  const [page, counted] = await Promise.all([app.db.execute(queries.page), app.db.execute(queries.count)]);
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
  return pageOf(app, personId, query.type ? sql`m.type = ${query.type}` : sql`true`, query);
}

/** `card/payments/{id}`: what was paid with one of my cards, or paid out into one of my bank accounts. */
export async function listMethodMovements(
  app: AppContext,
  personId: string,
  methodId: string,
  query: { lim: number; pos: number },
) {
  const method = await findOwnMethod(app.db, personId, methodId);
  return pageOf(app, personId, sql`m.method_id = ${method.id}`, query);
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

import { randomUUID } from 'node:crypto';
import { methodFee, testModeFee } from '@detalle/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendships, lists, payments } from '../src/db/schema/index.js';
import {
  type AccountRef,
  accountId,
  isOverdraft,
  post,
  transfer,
  voidTransfer,
} from '../src/modules/ledger/ledger.js';
import { applyCharge, expirePayment } from '../src/modules/payments/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';
import { movementCountsOff } from './movement-counts.js';

/**
 * The ledger's invariants. A short sequential part runs on both databases: the database itself
 * refuses unbalanced transfers, edits of entries, a second change of a transfer's status and overdrafts.
 * The concurrent part runs on PostgreSQL only (PGlite runs one statement at a time): many workers give,
 * replay idempotency keys at the same moment, refund, race withdrawals over the same balance, race a
 * confirmation against a cancellation and deliver one charge result several times at once; then the
 * ledger must still add up.
 *
 *   LEDGER_WORKERS  parallel workers (default 50)
 *   LEDGER_OPS      operations in all, shared by the workers (default 200)
 *   LEDGER_SEED     the pseudo-random seed of the mix (default: a new one, printed)
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
const { as, person } = testClient(() => t.app, { lastname: 'Libro' });

type Row = Record<string, unknown>;
const rows = (q: ReturnType<typeof sql>) =>
  t.app.db.execute(q).then((r) => (r as unknown as { rows: Row[] }).rows);

/** The ledger's figures, read straight from its tables: all zero when it holds. */
async function ledgerFigures() {
  const [unbalanced, imbalance, drift, negatives, doubleKeys, entryless] = await Promise.all([
    rows(sql`select transfer_id from ledger_entries group by transfer_id, currency having sum(amount) <> 0`),
    rows(sql`select currency, sum(e.amount)::bigint as s from ledger_entries e
               join ledger_transfers x on x.id = e.transfer_id
              where x.status = 'posted' group by currency having sum(e.amount) <> 0`),
    rows(sql`select a.id from ledger_accounts a
               left join (select e.account_id, sum(e.amount) as s from ledger_entries e
                            join ledger_transfers x on x.id = e.transfer_id
                           where x.status = 'posted' group by e.account_id) p on p.account_id = a.id
              where a.balance <> coalesce(p.s, 0)`),
    rows(sql`select id from ledger_accounts where not allow_negative and balance < 0`),
    rows(sql`select key from ledger_transfers group by key having count(*) > 1`),
    rows(sql`select x.id from ledger_transfers x
              where (select count(*) from ledger_entries e where e.transfer_id = x.id) < 2`),
  ]);
  return {
    unbalanced: unbalanced.length,
    imbalance: imbalance.length,
    drift: drift.length,
    negatives: negatives.length,
    doubleKeys: doubleKeys.length,
    entryless: entryless.length,
  };
}
/** Why the database refused: the driver's message (Drizzle wraps it in `cause`), or 'accepted'. */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (err: { message: string; cause?: { message?: string } }) => err.cause?.message ?? err.message,
  );

const HOLDS = { unbalanced: 0, imbalance: 0, drift: 0, negatives: 0, doubleKeys: 0, entryless: 0 };

beforeAll(async () => {
  t = await buildTestApp(
    process.env.DEBUG_LOG
      ? { env: { LOG_LEVEL: 'warn' }, logStream: { write: (l) => process.stderr.write(l) } }
      : {},
  );
});
afterAll(() => t.close());

const someone = (): AccountRef => ({ kind: 'person_available', personId: randomUUID(), currency: 'EUR' });
const clearing: AccountRef = { kind: 'clearing', provider: 'test', currency: 'EUR' };
const gift = (db: Parameters<typeof transfer>[0], to: AccountRef, amount: number) =>
  transfer(db, {
    kind: 'gift',
    key: `raw:${randomUUID()}`,
    status: 'posted',
    currency: 'EUR',
    legs: [
      { account: clearing, amount: -amount },
      { account: to, amount },
    ],
  });

describe('the database keeps the ledger’s rules (both databases)', () => {
  it('refuses, at commit, a transfer whose entries do not sum to zero or that has one entry', async () => {
    const a = await accountId(t.app.db, someone());
    const c = await accountId(t.app.db, clearing);
    const unbalanced = t.app.db.transaction(async (tx) => {
      const [x] = await tx
        .execute(sql`insert into ledger_transfers (kind, status, key)
        values ('gift', 'posted', ${`raw:${randomUUID()}`}) returning id`)
        .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
      await tx.execute(sql`insert into ledger_entries (transfer_id, account_id, amount, currency)
        values (${x?.id}, ${c}, -100, 'EUR'), (${x?.id}, ${a}, 99, 'EUR')`);
    });
    expect(await refusal(unbalanced)).toMatch(/does not sum to zero/);
    const lonely = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`insert into ledger_transfers (kind, status, key)
        values ('gift', 'posted', ${`raw:${randomUUID()}`})`);
    });
    expect(await refusal(lonely)).toMatch(/fewer than two entries/);
    // The code refuses before the database does, too.
    await expect(
      transfer(t.app.db, {
        kind: 'gift',
        key: `raw:${randomUUID()}`,
        status: 'posted',
        currency: 'EUR',
        legs: [
          { account: clearing, amount: -100 },
          { account: someone(), amount: 99 },
        ],
      }),
    ).rejects.toThrow(/does not sum to zero/);
    expect(await ledgerFigures()).toEqual(HOLDS);
  });

  it('refuses to update, delete or truncate entries, and to delete transfers', async () => {
    const to = someone();
    await t.app.db.transaction((tx) => gift(tx, to, 500));
    expect(await refusal(t.app.db.execute(sql`update ledger_entries set amount = amount + 1`))).toMatch(
      /immutable/,
    );
    expect(await refusal(t.app.db.execute(sql`update ledger_entries set account_id = account_id`))).toMatch(
      /immutable/,
    );
    expect(await refusal(t.app.db.execute(sql`delete from ledger_entries`))).toMatch(/immutable/);
    expect(await refusal(t.app.db.execute(sql`truncate ledger_entries cascade`))).toMatch(/immutable/);
    expect(await refusal(t.app.db.execute(sql`delete from ledger_transfers`))).toMatch(/immutable/);
    expect(await refusal(t.app.db.execute(sql`update ledger_transfers set kind = 'fee'`))).toMatch(
      /only its status/,
    );
    expect(await ledgerFigures()).toEqual(HOLDS);
  });

  it('moves a transfer from pending to posted or voided once: a voided one is never posted', async () => {
    const to = someone();
    const pending = () =>
      t.app.db
        .transaction((tx) =>
          transfer(tx, {
            kind: 'gift',
            key: `raw:${randomUUID()}`,
            status: 'pending',
            currency: 'EUR',
            legs: [
              { account: clearing, amount: -700 },
              { account: to, amount: 700 },
            ],
          }),
        )
        .then((r) => r.transfer.id);
    const balanceOf = async () =>
      Number(
        (await rows(sql`select balance from ledger_accounts where id = ${await accountId(t.app.db, to)}`))[0]
          ?.balance,
      );

    const voided = await pending();
    expect(await balanceOf()).toBe(0);
    expect(await voidTransfer(t.app.db, voided)).toBe(true);
    expect(await post(t.app.db, voided)).toBe(false);
    expect(await voidTransfer(t.app.db, voided)).toBe(false);
    expect(
      await refusal(
        t.app.db.execute(sql`update ledger_transfers set status = 'posted' where id = ${voided}`),
      ),
    ).toMatch(/pending to posted or voided once/);
    expect(await balanceOf()).toBe(0);

    const posted = await pending();
    expect(await post(t.app.db, posted)).toBe(true);
    expect(await post(t.app.db, posted)).toBe(false);
    expect(
      await refusal(
        t.app.db.execute(sql`update ledger_transfers set status = 'voided' where id = ${posted}`),
      ),
    ).toMatch(/pending to posted or voided once/);
    expect(
      await refusal(
        t.app.db.execute(sql`update ledger_transfers set status = 'pending' where id = ${posted}`),
      ),
    ).toMatch(/pending to posted or voided once/);
    expect(await balanceOf()).toBe(700);
    expect(await ledgerFigures()).toEqual(HOLDS);
  });

  it('refuses an overdraft of a person’s account and writes a transfer key once', async () => {
    const from = someone();
    const key = `raw:${randomUUID()}`;
    const give = (amount: number) =>
      t.app.db.transaction((tx) =>
        transfer(tx, {
          kind: 'payout',
          key,
          status: 'posted',
          currency: 'EUR',
          legs: [
            { account: from, amount: -amount },
            { account: { kind: 'payouts', currency: 'EUR' }, amount },
          ],
        }),
      );
    const refused = await give(1).catch((err: unknown) => err);
    expect(isOverdraft(refused)).toBe(true);
    await t.app.db.transaction((tx) => gift(tx, from, 300));
    expect((await give(200)).created).toBe(true);
    // The same key again moves nothing, whatever it asks.
    expect((await give(250)).created).toBe(false);
    const [account] = await rows(
      sql`select balance from ledger_accounts where id = ${await accountId(t.app.db, from)}`,
    );
    expect(Number(account?.balance)).toBe(100);
    expect(await ledgerFigures()).toEqual(HOLDS);
  });
});

// ------------------------------------------------------------------------------------------------
// Under concurrency (PostgreSQL).

describe.skipIf(!process.env.DATABASE_URL)('locks (PostgreSQL)', () => {
  it('looking an account up never waits for a transaction that is moving its money', async () => {
    // Before: the lookup was an upsert that locked the row, in the order of the caller's legs, and a
    // posting locked rows in id order; two payments to one person deadlocked under load.
    const to = someone();
    await t.app.db.transaction((tx) => gift(tx, to, 100));
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let moving = () => {};
    const moved = new Promise<void>((r) => {
      moving = r;
    });
    const holder = t.app.db.transaction(async (tx) => {
      await gift(tx, to, 200);
      moving();
      await gate;
    });
    await moved;
    const looked = await t.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '3s'`);
        return (await accountId(tx, to)) && (await accountId(tx, clearing)) ? 'found' : 'missing';
      })
      .catch((err: { cause?: { code?: string } }) => `waited (${err.cause?.code})`);
    release();
    await holder;
    expect(looked).toBe('found');
    expect(await ledgerFigures()).toEqual(HOLDS);
  });
});

const WORKERS = Number(process.env.LEDGER_WORKERS ?? 50);
const OPS = Number(process.env.LEDGER_OPS ?? 200);
const SEED = Number(process.env.LEDGER_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** A small seeded generator (mulberry32), so a failing mix can be run again with LEDGER_SEED. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Op =
  | { kind: 'pay'; payer: number; to: number; amount: number; list: boolean; replays: number }
  | { kind: 'confirmRace'; payer: number; to: number; amount: number }
  | { kind: 'webhook'; payer: number; to: number; amount: number }
  | { kind: 'lateTransfer'; payer: number; to: number; amount: number }
  | { kind: 'refund'; by: number; whole: boolean }
  | { kind: 'payoutRace'; by: number; racers: number };

/** What each person may still do within the API's hourly limits (the retries keep some slack). */
const PAYMENTS_EACH = 24;
const PAYOUT_RACES_EACH = 2;
const PAYOUT_RACERS = 3;
const REFUNDS_EACH = 20;

function planOps(next: () => number) {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T;
  const kinds: Op['kind'][] = [];
  for (let i = 0; i < OPS; i++) {
    const r = next();
    kinds.push(
      r < 0.45
        ? 'pay'
        : r < 0.5
          ? 'lateTransfer'
          : r < 0.65
            ? 'confirmRace'
            : r < 0.7
              ? 'webhook'
              : r < 0.85
                ? 'refund'
                : 'payoutRace',
    );
  }
  const count = (k: Op['kind']) => kinds.filter((x) => x === k).length;
  const paying = count('pay') + count('lateTransfer') + count('confirmRace') + count('webhook');
  const payers = Math.max(2, Math.ceil(paying / PAYMENTS_EACH));
  const recipients = Math.max(
    4,
    Math.ceil(count('payoutRace') / PAYOUT_RACES_EACH),
    Math.ceil(count('refund') / REFUNDS_EACH),
  );
  const amount = () => 100 + Math.floor(next() * 50) * 100 + pick([0, 1, 99]);
  let p = 0;
  let q = 0;
  let s = 0;
  const ops = kinds.map((kind): Op => {
    const payer = p++ % payers;
    const to = Math.floor(next() * recipients);
    switch (kind) {
      case 'pay':
        return { kind, payer, to, amount: amount(), list: next() < 0.25, replays: next() < 0.2 ? 3 : 1 };
      case 'confirmRace':
      case 'webhook':
      case 'lateTransfer':
        return { kind, payer, to, amount: amount() };
      case 'refund':
        return { kind, by: q++ % recipients, whole: next() < 0.3 };
      default:
        return { kind: 'payoutRace', by: s++ % recipients, racers: PAYOUT_RACERS };
    }
  });
  return { ops, payers, recipients };
}

type Res = Awaited<ReturnType<typeof as>>;

describe.skipIf(!process.env.DATABASE_URL)('the ledger under concurrency (PostgreSQL)', () => {
  it(`holds with ${WORKERS} workers over ${OPS} operations`, { timeout: 600_000 }, async () => {
    const { ops, payers: payerCount, recipients: recipientCount } = planOps(random(SEED));
    const future = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

    // People: payers with a card that pays and one that asks for confirmation; recipients with a bank
    // account and a list dated ahead (its money waits as pending); all payers friends of all recipients.
    const payers = await Promise.all(Array.from({ length: payerCount }, (_, i) => person(`Paga${i}`)));
    const recipients = await Promise.all(
      Array.from({ length: recipientCount }, (_, i) => person(`Recibe${i}`)),
    );
    const card = async (who: Who, number: string) => {
      const res = await as(who, 'POST', '/api/card/save', {
        kind: 'test',
        number,
        expMonth: 12,
        expYear: new Date().getFullYear() + 2,
        cvc: '123',
        holder: 'Paga Libro',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as string;
    };
    const confirmCards = await Promise.all(
      payers.map(async (who) => {
        await card(who, '4242424242424242');
        return card(who, '4000002500003155');
      }),
    );
    await Promise.all(
      recipients.map(async (who) => {
        const res = await as(who, 'POST', '/api/bank/save', {
          account: 'ES91 2100 0418 4502 0005 1332',
          holder: 'Recibe Libro',
        });
        expect(res.statusCode, res.body).toBe(200);
      }),
    );
    await t.app.db.insert(friendships).values(
      payers.flatMap((a) =>
        recipients.map((b) => ({
          requesterId: a.user.id,
          addresseeId: b.user.id,
          status: 'accepted' as const,
        })),
      ),
    );
    const futureLists = await t.app.db
      .insert(lists)
      .values(recipients.map((r) => ({ ownerId: r.user.id, name: 'Boda', image: '', date: future })))
      .returning({ id: lists.id });

    // Counted as the run goes.
    const codes = new Map<string, number>();
    const tally = (what: string) => codes.set(what, (codes.get(what) ?? 0) + 1);
    let retries = 0;
    const paymentIdsByKey = new Map<string, Set<string>>();
    const keysIssued: string[] = [];
    const races: { id: string; confirm: Res; cancel: Res }[] = [];
    const deliveries: { id: string; applied: number }[] = [];
    const lateTransfers: { id: string; asked: number }[] = [];
    let payoutRaces = 0;
    let payoutRacesWonMoreThanOnce = 0;

    /** One call, retried with the same key while the API says to try again (503, a key still in progress). */
    async function call(send: () => Promise<Res>, label: string) {
      for (let attempt = 0; ; attempt++) {
        const res = await send();
        const code = res.statusCode === 200 ? '' : (res.json().error?.code as string | undefined);
        const again = res.statusCode === 503 || code === 'IDEMPOTENCY_IN_PROGRESS';
        if (!again || attempt >= 50) {
          tally(`${label} ${res.statusCode}${code ? ` ${code}` : ''}`);
          return res;
        }
        retries++;
        tally(`${label} retried after ${res.statusCode}${code ? ` ${code}` : ''}`);
      }
    }

    async function pay(payer: number, to: number, amount: number, extra: object = {}, replays = 1) {
      const key = randomUUID();
      keysIssued.push(key);
      const body = { to: recipients[to]?.user.id, amount, currency: 'EUR', ...extra };
      const answers = await Promise.all(
        Array.from({ length: replays }, () =>
          call(
            () => as(payers[payer] as Who, 'POST', '/api/payment/save', body, { 'idempotency-key': key }),
            replays > 1 ? 'payment/save (replayed)' : 'payment/save',
          ),
        ),
      );
      const ids = new Set<string>();
      for (const a of answers) if (a.statusCode === 200) ids.add(a.json().data.id);
      paymentIdsByKey.set(key, ids);
      return answers[0]?.statusCode === 200 ? answers[0].json().data : null;
    }

    async function refundOne(by: number, whole: boolean) {
      const who = recipients[by] as Who;
      const candidates = await rows(sql`select id, amount - refunded as left from payments
        where recipient_id = ${who.user.id} and status = 'succeeded' and refunded < amount`);
      if (candidates.length === 0) return tally('refund (nothing to refund)');
      const c = candidates[Math.floor(Math.random() * candidates.length)] as { id: string; left: string };
      const amount = whole ? undefined : Math.max(1, Math.floor(Number(c.left) / 3));
      const key = randomUUID();
      await call(
        () =>
          as(who, 'POST', `/api/payment/refund/${c.id}`, amount ? { amount } : {}, {
            'idempotency-key': key,
          }),
        'payment/refund',
      );
    }

    async function payoutRace(by: number, racers: number) {
      const who = recipients[by] as Who;
      const balances = (await as(who, 'GET', '/api/dashboard/balanceUser')).json().data.balances as {
        available: number;
      }[];
      const available = balances[0]?.available ?? 0;
      // Each asks for more than half: if nothing arrives meanwhile, at most one can win.
      const amount = Math.max(1, Math.floor(available * 0.6));
      const answers = await Promise.all(
        Array.from({ length: racers }, () => {
          const key = randomUUID();
          return call(
            () =>
              as(who, 'POST', '/api/payout/save', { amount, currency: 'EUR' }, { 'idempotency-key': key }),
            'payout/save',
          );
        }),
      );
      payoutRaces++;
      if (answers.filter((a) => a.statusCode === 200).length > 1) payoutRacesWonMoreThanOnce++;
    }

    async function run(op: Op) {
      switch (op.kind) {
        case 'pay': {
          const extra = op.list ? { listId: futureLists[op.to]?.id } : {};
          await pay(op.payer, op.to, op.amount, extra, op.replays);
          return;
        }
        case 'confirmRace': {
          const waiting = await pay(op.payer, op.to, op.amount, { methodId: confirmCards[op.payer] });
          if (!waiting) return;
          const who = payers[op.payer] as Who;
          const [confirm, cancel] = await Promise.all([
            call(() => as(who, 'POST', `/api/payment/confirm/${waiting.id}`, { approve: true }), 'confirm'),
            call(() => as(who, 'POST', `/api/payment/cancel/${waiting.id}`), 'cancel'),
          ]);
          races.push({ id: waiting.id, confirm, cancel });
          return;
        }
        case 'webhook': {
          const waiting = await pay(op.payer, op.to, op.amount, { methodId: confirmCards[op.payer] });
          if (!waiting) return;
          const [p] = await rows(sql`select provider_charge_id from payments where id = ${waiting.id}`);
          const result = {
            chargeRef: String(p?.provider_charge_id),
            status: 'succeeded' as const,
            clientSecret: null,
            fee: testModeFee(op.amount),
            failure: null,
          };
          const applied = await Promise.all(
            Array.from({ length: 4 }, () => applyCharge(t.app, waiting.id, result)),
          );
          deliveries.push({ id: waiting.id, applied: applied.filter(Boolean).length });
          return;
        }
        case 'lateTransfer': {
          // A bank transfer sent short; then, all at once: its reference expiring (what arrived is kept), the
          // rest arriving twice, and a stale "still waiting" delivered out of order.
          const waiting = await pay(op.payer, op.to, op.amount, { method: 'sepa_transfer' });
          if (!waiting) return;
          const who = payers[op.payer] as Who;
          await call(
            () => as(who, 'POST', `/api/payment/simulate/${waiting.id}`, { outcome: 'short' }),
            'simulate short',
          );
          const [p] = await rows(sql`select provider_charge_id from payments where id = ${waiting.id}`);
          const chargeRef = String(p?.provider_charge_id);
          await t.app.db
            .update(payments)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(eq(payments.id, waiting.id));
          const rest = {
            chargeRef,
            status: 'succeeded' as const,
            clientSecret: null,
            fee: methodFee('sepa_transfer', op.amount, 'EUR'),
            failure: null,
            received: op.amount,
          };
          const stale = { ...rest, status: 'awaiting_funds' as const, fee: null, received: 0 };
          await Promise.all([
            expirePayment(t.app, waiting.id),
            applyCharge(t.app, waiting.id, rest),
            applyCharge(t.app, waiting.id, rest),
            applyCharge(t.app, waiting.id, stale),
          ]);
          lateTransfers.push({ id: waiting.id, asked: op.amount });
          return;
        }
        case 'refund':
          return refundOne(op.by, op.whole);
        case 'payoutRace':
          return payoutRace(op.by, op.racers);
      }
    }

    const started = Date.now();
    let nextOp = 0;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        for (let op = ops[nextOp++]; op; op = ops[nextOp++]) await run(op);
      }),
    );
    const seconds = (Date.now() - started) / 1000;

    // Afterwards: the ledger adds up…
    const figures = await ledgerFigures();
    // …each idempotency key gave exactly one payment, however often and however concurrently it was sent…
    const keysWithTwoPayments = [...paymentIdsByKey.values()].filter((ids) => ids.size > 1).length;
    const keysWithNoPayment = [...paymentIdsByKey.values()].filter((ids) => ids.size === 0).length;
    const [{ n: paymentRows } = { n: 0 }] = (await rows(sql`select count(*)::int as n from payments`)) as {
      n: number;
    }[];
    // …each payment moved its money once, as its status says…
    const wrongTransfers = await rows(sql`
      select p.id, p.status, p.fee,
             count(*) filter (where x.kind = 'gift' and x.status = 'posted') as gifts_posted,
             count(*) filter (where x.kind = 'gift' and x.status = 'pending') as gifts_pending,
             count(*) filter (where x.kind = 'fee') as fees
        from payments p left join ledger_transfers x on x.payment_id = p.id
       group by p.id
      having not case p.status
        when 'succeeded' then count(*) filter (where x.kind = 'gift' and x.status = 'posted') = 1
                          and count(*) filter (where x.kind = 'fee') = case when p.fee > 0 then 1 else 0 end
        when 'requires_action' then count(*) filter (where x.kind = 'gift' and x.status = 'pending') = 1
        else count(*) filter (where x.kind = 'gift' and x.status = 'posted') = 0
             and count(*) filter (where x.kind = 'fee') = 0
      end`);
    // …refunds agree with their payments…
    const refundMismatch = await rows(sql`
      select p.id from payments p
        left join (select payment_id, sum(amount) as s from refunds where status <> 'failed' group by payment_id) r
          on r.payment_id = p.id
       where p.refunded <> coalesce(r.s, 0)`);
    // …capture and void: exactly one wins…
    const raceStates = await rows(
      sql`select p.id, p.status, x.status as transfer from payments p
            join ledger_transfers x on x.payment_id = p.id and x.kind = 'gift'
           where p.id in ${
             races.length
               ? sql`(${sql.join(
                   races.map((r) => sql`${r.id}`),
                   sql`, `,
                 )})`
               : sql`(null)`
           }`,
    );
    const byId = new Map(raceStates.map((r) => [r.id as string, r]));
    const raceFailures = races.filter((r) => {
      const state = byId.get(r.id);
      const won = state?.status;
      if (won === 'succeeded')
        return !(
          state?.transfer === 'posted' &&
          r.cancel.statusCode === 409 &&
          r.confirm.json().data?.status === 'succeeded'
        );
      if (won === 'canceled')
        return !(
          state?.transfer === 'voided' &&
          r.cancel.statusCode === 200 &&
          r.confirm.json().data?.status === 'canceled'
        );
      return true;
    });
    const captured = raceStates.filter((r) => r.status === 'succeeded').length;
    // …and a charge result delivered several times at once is applied once…
    const deliveredTwice = deliveries.filter((d) => d.applied !== 1).length;
    // …and a late transfer ends given once, with either all that was asked or what had arrived at its expiry.
    const lateRows = lateTransfers.length
      ? await t.app.db
          .select({ id: payments.id, status: payments.status, amount: payments.amount })
          .from(payments)
          .where(
            sql`${payments.id} in (${sql.join(
              lateTransfers.map((l) => sql`${l.id}`),
              sql`, `,
            )})`,
          )
      : [];
    const askedOf = new Map(lateTransfers.map((l) => [l.id, l.asked]));
    const lateWrong = lateRows.filter((r) => {
      const asked = askedOf.get(r.id) ?? 0;
      return !(
        r.status === 'succeeded' &&
        (r.amount === asked || r.amount === asked - Math.max(1, Math.round(asked / 10)))
      );
    });
    const lateKept = lateRows.filter((r) => r.amount !== askedOf.get(r.id)).length;
    const errors = [...codes.entries()].filter(([k]) => !k.includes('retried') && / (5\d\d|429)/.test(k));

    const duplicates = keysWithTwoPayments + figures.doubleKeys + deliveredTwice;
    console.log(
      `ledger under concurrency: ${WORKERS} workers × ${OPS} operations (seed ${SEED}, ${payerCount} payers, ` +
        `${recipientCount} recipients) in ${seconds.toFixed(1)} s: ${paymentRows} payments, ` +
        `${races.length} capture/void races (${captured} captured, ${races.length - captured} voided, ` +
        `${raceFailures.length} both or neither), ${deliveries.length} × 4 concurrent charge deliveries, ` +
        `${payoutRaces} payout races (${payoutRacesWonMoreThanOnce} with two winners as money arrived), ` +
        `${lateTransfers.length} late transfers racing expiry and duplicate deliveries (${lateKept} kept short at ` +
        `expiry, ${lateTransfers.length - lateKept - lateWrong.length} completed, ${lateWrong.length} wrong); ` +
        `imbalance ${figures.unbalanced + figures.imbalance}, drift ${figures.drift}, ` +
        `negatives ${figures.negatives}, duplicates ${duplicates}, retries ${retries}, ` +
        `5xx/429 ${errors.reduce((n, [, c]) => n + c, 0)}`,
    );
    console.log(`answers: ${[...codes.entries()].map(([k, n]) => `${k} ×${n}`).join(', ')}`);

    expect(errors).toEqual([]);
    expect(figures).toEqual(HOLDS);
    // The movement counters, kept by triggers while all of the above raced, equal the movements counted.
    expect(await movementCountsOff(t.app)).toEqual([]);
    expect({
      keysWithTwoPayments,
      keysWithNoPayment,
      paymentRows,
      wrongTransfers,
      refundMismatch,
      raceFailures: raceFailures.map((r) => r.id),
      deliveredTwice,
      lateWrong,
    }).toEqual({
      keysWithTwoPayments: 0,
      keysWithNoPayment: 0,
      paymentRows: keysIssued.length,
      wrongTransfers: [],
      refundMismatch: [],
      raceFailures: [],
      deliveredTwice: 0,
      lateWrong: [],
    });
  });
});

import type { Page, PersonSummary, ReceivedGift } from '@detalle/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { giverShown, revealDayOf, revealedOf } from '../lists/index.js';

/**
 * "Regalos recibidos": what a person was given, one row per thing, newest first —
 *   gift:<id>     a gift of a list they own (alone or with others) someone reserved and marked given (a person, or a guest whose e-mailed
 *                 link confirmed it: `guest_claims`, named as they gave their name, unless they chose to stay anonymous);
 *   payment:<id>  money by card toward a gift of a list they own (contribution), or for such a list or for them
 *                 (cash), not wholly refunded. On a list run together every owner sees its money, whichever of
 *                 them received it; money they received themselves stays theirs to see even once they left it.
 * Each row carries its giver (a person, or a guest's e-mail), their own choice to be named, and whether the
 * list is revealed; `toReceived` applies the reveal rule (`giverShown`) before anything leaves.
 */
export type ReceivedRow = {
  id: string;
  kind: 'gift' | 'contribution' | 'cash';
  gift_id: string | null;
  payment_id: string | null;
  title: string;
  image: string | null;
  list_id: string | null;
  list_name: string | null;
  amount: string | number | null;
  currency: string | null;
  date: string | Date;
  giver_id: string | null;
  giver_email: string | null;
  /** The name a guest gave with their e-mail (a guest's reservation). */
  giver_name: string | null;
  show_name: boolean;
  revealed: boolean;
  reveals_on: string | null;
  thanks_id: string | null;
  thanked_at: string | Date | null;
};

function receivedRows(ownerId: string) {
  const owns = (list: SQL) =>
    sql`exists (select 1 from list_owners o where o.list_id = ${list} and o.user_id = ${ownerId})`;
  return sql`
    select 'gift:' || g.id as id, 'gift' as kind, g.id as gift_id, null::uuid as payment_id,
           pr.name as title, pr.image as image, l.id as list_id, l.name as list_name,
           null::bigint as amount, null::text as currency, coalesce(g.reserved_at, g.created_at) as date,
           g.reserved_by as giver_id, gc.email as giver_email, gc.name as giver_name,
           g.reserver_shows_name as show_name,
           ${revealedOf('l')} as revealed, ${revealDayOf('l')}::text as reveals_on
      from gifts g join lists l on l.id = g.list_id join products pr on pr.id = g.product_id
           left join guest_claims gc on gc.id = g.guest_claim_id
     where ${owns(sql`l.id`)} and g.status = 'given'
       and (g.reserved_by is not null or g.guest_claim_id is not null)
    union all
    select 'payment:' || p.id, case when p.gift_id is not null then 'contribution' else 'cash' end,
           p.gift_id, p.id, coalesce(pr.name, l.name, 'Dinero'), pr.image, l.id, l.name,
           p.amount - p.refunded, p.currency, coalesce(p.paid_at, p.created_at),
           p.payer_id, p.payer_email, p.payer_name, p.show_name,
           (p.list_id is null or coalesce(${revealedOf('l')}, false)), ${revealDayOf('l')}::text
      from payments p left join lists l on l.id = p.list_id
           left join gifts g on g.id = p.gift_id left join products pr on pr.id = g.product_id
     where (p.recipient_id = ${ownerId} or (p.list_id is not null and ${owns(sql`p.list_id`)}))
       and p.status = 'succeeded' and p.refunded < p.amount`;
}

/** Each row with the note that thanked it, if any. */
function withThanks(ownerId: string) {
  return sql`(select r.*, th.id as thanks_id, th.created_at as thanked_at
      from (${receivedRows(ownerId)}) r
      left join lateral (
        select t.id, t.created_at from thank_items ti join thanks t on t.id = ti.thanks_id
         where (r.kind = 'gift' and ti.gift_id = r.gift_id) or (r.kind <> 'gift' and ti.payment_id = r.payment_id)
         limit 1) th on true)`;
}

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** "Sin agradecer": the rows no note has thanked yet (the page's filter and the `thanks_owed` reminder). */
export const UNTHANKED = sql`x.thanks_id is null`;

/** How many things of each of these lists of the owner's are still not thanked (lists with none left out). */
export async function unthankedByList(db: Db, ownerId: string, listIds: string[]) {
  if (!listIds.length) return new Map<string, number>();
  const result = await db.execute(
    sql`select x.list_id, count(*)::int as n from ${withThanks(ownerId)} x
         where ${UNTHANKED} and x.list_id in (${sql.join(
           listIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )}) group by x.list_id`,
  );
  return new Map(rowsOf<{ list_id: string; n: number }>(result).map((r) => [r.list_id, Number(r.n)]));
}

export async function readReceived(
  db: Db,
  ownerId: string,
  filter: SQL,
  { lim, pos }: { lim: number; pos: number },
) {
  const source = withThanks(ownerId);
  const [page, counted] = await Promise.all([
    db.execute(
      sql`select * from ${source} x where ${filter} order by x.date desc, x.id desc limit ${lim} offset ${pos}`,
    ),
    db.execute(sql`select count(*)::int as n from ${source} x where ${filter}`),
  ]);
  return { rows: rowsOf<ReceivedRow>(page), total: rowsOf<{ n: number }>(counted)[0]?.n ?? 0 };
}

/** Only the rows with these ids (`gift:<id>`, `payment:<id>`), if they are the owner's. */
export async function receivedByIds(db: Db, ownerId: string, ids: string[]) {
  const result = await db.execute(
    sql`select * from ${withThanks(ownerId)} x where x.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rowsOf<ReceivedRow>(result);
}

/**
 * What a money receipt offers its recipient to thank for ("Dar las gracias"): its line of "Regalos recibidos",
 * while a note can still be sent to a giver the owner may know (after the reveal, and only if they let them).
 */
export async function thankableOnReceipt(db: Db, ownerId: string, paymentId: string) {
  const rows = await receivedByIds(db, ownerId, [`payment:${paymentId}`]);
  const [row] = rows;
  if (!row || !giverIsShown(row)) return null;
  const [item] = await toReceived(db, rows);
  return item?.canThank ? { item: item.id, title: item.title } : null;
}

/** Whether the owner may know this row's giver (the reveal, then the giver's own choice). */
export const giverIsShown = (r: ReceivedRow) =>
  (r.giver_id !== null || r.giver_email !== null) &&
  giverShown({ showName: r.show_name, revealed: r.revealed });

export async function toReceived(db: Db, rows: ReceivedRow[]): Promise<Page<ReceivedGift>['list']> {
  const shownIds = [...new Set(rows.filter(giverIsShown).flatMap((r) => (r.giver_id ? [r.giver_id] : [])))];
  const people = new Map<string, PersonSummary>(
    shownIds.length
      ? (
          await db
            .select({ id: users.id, name: users.name, lastname: users.lastname, image: users.image })
            .from(users)
            .where(inArray(users.id, shownIds))
        ).map((p) => [p.id, p])
      : [],
  );
  return rows.map((r) => {
    const shown = giverIsShown(r);
    const person = shown && r.giver_id ? people.get(r.giver_id) : undefined;
    const hasGiver = r.giver_id !== null || r.giver_email !== null;
    return {
      id: r.id,
      kind: r.kind,
      title: r.title,
      image: r.image,
      list: r.list_id ? { id: r.list_id, name: r.list_name ?? '' } : null,
      amount: r.amount === null ? null : Number(r.amount),
      currency: r.currency,
      date: new Date(r.date).toISOString(),
      giver: person
        ? { kind: 'person' as const, person }
        : shown && r.giver_email
          ? // The name the guest gave, never their address: they agreed to show who they are, not how to reach them.
            { kind: 'guest' as const, name: r.giver_name ?? 'Un invitado' }
          : null,
      hidden: !r.revealed ? ('secret' as const) : !shown ? ('anonymous' as const) : null,
      revealsOn: r.revealed ? null : r.reveals_on,
      thanked: r.thanks_id ? { id: r.thanks_id, at: new Date(r.thanked_at as string).toISOString() } : null,
      canThank: r.revealed && hasGiver && r.thanks_id === null,
    };
  });
}

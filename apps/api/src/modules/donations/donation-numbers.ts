import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { donations, ongs, users } from '../../db/schema/index.js';

/** The year a certificate counts in: the calendar year in Spain, where the ONG declares it (modelo 182). */
const CERTIFICATE_ZONE = 'Europe/Madrid';

/** `2026-000123`: the year and the ONG's sequence in it, six digits (more when a year passes 999 999). */
export const certificateNumberOf = (year: number, seq: number) => `${year}-${String(seq).padStart(6, '0')}`;

/**
 * Gives a succeeded donation its certificate number, once, inside the transaction that records the money (the
 * donation purpose's `received`, called from `applyCharge`): the ONG's counter for the year is raised by one
 * `insert … on conflict do update … returning`, which holds the counter's row until the commit, so concurrent
 * donations to one ONG get distinct, consecutive numbers (and the unique indexes on `donations` would refuse a
 * repeat). The ONG's name and registration number are copied, so a certificate says what was true when it was
 * given.
 */
export async function numberDonation(tx: Db, paymentId: string) {
  const [d] = await tx
    .select({ ongId: donations.ongId, number: donations.certificateNumber })
    .from(donations)
    .where(eq(donations.paymentId, paymentId))
    .for('update');
  if (!d || d.number) return;
  const counted = await tx.execute(sql`
    insert into donation_counters (ong_id, year, last)
    values (${d.ongId}, extract(year from now() at time zone ${CERTIFICATE_ZONE})::int, 1)
    on conflict (ong_id, year) do update set last = donation_counters.last + 1
    returning year, last`);
  const row = (counted as unknown as { rows: { year: number; last: number }[] }).rows[0];
  if (!row) throw new Error('donation counter not raised');
  const year = Number(row.year);
  const seq = Number(row.last);
  const [ong] = await tx
    .select({ name: users.name, legalId: ongs.legalId })
    .from(ongs)
    .innerJoin(users, eq(users.id, ongs.userId))
    .where(eq(ongs.userId, d.ongId));
  await tx
    .update(donations)
    .set({
      certificateYear: year,
      certificateSeq: seq,
      certificateNumber: certificateNumberOf(year, seq),
      ongName: ong?.name ?? null,
      ongLegalId: ong?.legalId ?? null,
    })
    .where(and(eq(donations.paymentId, paymentId), isNull(donations.certificateNumber)));
}

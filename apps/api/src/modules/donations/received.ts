import type { ReceivedDonation } from '@detalle/contract';
import { and, asc, count, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { spreadsheetCsv } from '../../csv.js';
import { readPage } from '../../db/paging.js';
import { donations, ongs, payments } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/**
 * "Donaciones recibidas": an ONG's succeeded donations that carry a certificate, what is left of each after
 * refunds (a donation returned in full is left out), newest first; and the CSV of one year for its tax
 * declaration (modelo 182 in Spain).
 */
export async function requireOng(app: AppContext, callerId: string) {
  const [ong] = await app.db.select({ id: ongs.userId }).from(ongs).where(eq(ongs.userId, callerId));
  if (!ong) throw new AppError('ONG_ONLY');
}

const columns = {
  id: payments.id,
  certificateNumber: donations.certificateNumber,
  date: sql<Date>`coalesce(${payments.paidAt}, ${payments.createdAt})`,
  donorName: donations.donorName,
  taxId: donations.taxId,
  amount: sql<number>`(${payments.amount} - ${payments.refunded})::bigint`,
  currency: payments.currency,
};
type Row = { [K in keyof typeof columns]: unknown };
const toReceived = (r: Row): ReceivedDonation => ({
  id: String(r.id),
  certificateNumber: String(r.certificateNumber),
  date: new Date(r.date as string | Date).toISOString(),
  donorName: String(r.donorName),
  taxId: (r.taxId as string | null) ?? null,
  amount: Number(r.amount),
  currency: String(r.currency),
});

export const receivedBy = (ongId: string) =>
  and(
    eq(donations.ongId, ongId),
    isNotNull(donations.certificateNumber),
    eq(payments.status, 'succeeded'),
    lt(payments.refunded, payments.amount),
  );

/** `ong/donations?lim&pos`. */
export async function receivedDonations(
  app: AppContext,
  callerId: string,
  query: { lim: number; pos: number },
) {
  await requireOng(app, callerId);
  const where = receivedBy(callerId);
  return readPage(
    app.db
      .select(columns)
      .from(donations)
      .innerJoin(payments, eq(payments.id, donations.paymentId))
      .where(where)
      .orderBy(desc(donations.certificateYear), desc(donations.certificateSeq)),
    app.db
      .select({ n: count() })
      .from(donations)
      .innerJoin(payments, eq(payments.id, donations.paymentId))
      .where(where),
    query,
    toReceived,
  );
}

/** Minor units as a plain decimal with a dot ("12.50"), whatever the currency's digits. */
export const decimal = (amount: number, currency: string) => {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return (amount / 10 ** digits).toFixed(digits);
};

/**
 * `ong/donations/export?year=`: one row per certificate of that year, in certificate order, as `spreadsheetCsv`
 * writes it (RFC 4180, UTF-8 with a BOM, no cell that a spreadsheet would run or break into lines).
 */
export async function exportDonations(app: AppContext, callerId: string, year: number) {
  await requireOng(app, callerId);
  const rows = await app.db
    .select(columns)
    .from(donations)
    .innerJoin(payments, eq(payments.id, donations.paymentId))
    .where(and(receivedBy(callerId), eq(donations.certificateYear, year)))
    .orderBy(asc(donations.certificateSeq));
  return spreadsheetCsv(
    ['Número de certificado', 'Fecha', 'Nombre del donante', 'NIF/NIE', 'Importe', 'Moneda'],
    rows
      .map(toReceived)
      .map((d) => [
        d.certificateNumber,
        new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid' }).format(new Date(d.date)),
        d.donorName,
        d.taxId ?? '',
        decimal(d.amount, d.currency),
        d.currency,
      ]),
  );
}

import type { DonorKind } from '@detalle/contract';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { spreadsheetCsv } from '../../csv.js';
import type { Db } from '../../db/client.js';
import { donations, payments } from '../../db/schema/index.js';
import { decimal, receivedBy, requireOng } from './received.js';

/**
 * What a Spanish ONG files each January (Modelo 182, "declaración informativa de donativos"): each donor of the
 * year by NIF, with their province, the key "A" (donativos of Ley 49/2002), the deduction's percentage, the
 * amount in euros and whether the donor is recurring.
 *
 * The rule relied on: Ley 49/2002, arts. 19 (IRPF) and 20 (Impuesto sobre Sociedades), as worded by Real
 * Decreto-ley 6/2023 for donations from 1 January 2024. A person deducts 80 % of the first 250 € given in the
 * year and 40 % of the rest; 45 % of the rest when in the two tax periods just before they gave to this same
 * entity. A company deducts 40 %, 50 % when recurring in the same way (within 15 % of its taxable base). Since
 * 2024 the law no longer asks that each year's amount be at least the one before: having given in each of the
 * two previous years is enough, so that is what `recurring` checks, with the donations made here (a gift the
 * ONG got elsewhere is not known to Detalle).
 */
export const DEDUCTION = {
  person: { firstTranche: 25_000, firstRate: 80, rate: 40, recurringRate: 45 },
  company: { rate: 40, recurringRate: 50 },
} as const;

/** Modelo 182's "naturaleza del declarado": F a person, J a company. */
const NATURE: Record<DonorKind, string> = { person: 'F', company: 'J' };

/** The percentage the donor's kind and recurrence give, as the declaration writes it ("80/45" for a person). */
export function deductionPercent(kind: DonorKind, recurring: boolean) {
  if (kind === 'company') return String(recurring ? DEDUCTION.company.recurringRate : DEDUCTION.company.rate);
  const p = DEDUCTION.person;
  return `${p.firstRate}/${recurring ? p.recurringRate : p.rate}`;
}

const rowColumns = {
  certificateYear: donations.certificateYear,
  certificateNumber: donations.certificateNumber,
  date: payments.paidAt,
  createdAt: payments.createdAt,
  donorName: donations.donorName,
  donorKind: donations.donorKind,
  taxId: donations.taxId,
  province: donations.province,
  amount: payments.amount,
  refunded: payments.refunded,
  currency: payments.currency,
  payerId: payments.payerId,
  payerEmail: payments.payerEmail,
};

/** An ONG's donations with a certificate in the years `from`…`to`, what is left of each after refunds. */
async function donationsOfYears(db: Db, ongId: string, from: number, to: number) {
  const rows = await db
    .select(rowColumns)
    .from(donations)
    .innerJoin(payments, eq(payments.id, donations.paymentId))
    .where(and(receivedBy(ongId), gte(donations.certificateYear, from), lte(donations.certificateYear, to)))
    .orderBy(asc(donations.certificateYear), asc(donations.certificateSeq));
  return rows.map((r) => ({ ...r, year: Number(r.certificateYear), net: r.amount - r.refunded }));
}

/** The tax ids that gave to the ONG in each of the two years before `year`. */
function recurringIds(rows: { year: number; taxId: string | null }[], year: number) {
  const gave = (y: number) => new Set(rows.filter((r) => r.year === y && r.taxId).map((r) => r.taxId));
  const oneBefore = gave(year - 1);
  const twoBefore = gave(year - 2);
  return new Set([...oneBefore].filter((id) => twoBefore.has(id)));
}

/**
 * Whether this tax id gave to this ONG in each of the two years before `year` (`DEDUCTION` says why), counting
 * only the donations of the same payer (their account, or a guest's e-mail): a tax id is typed, not proven, and a
 * certificate must not tell whoever types someone else's NIF that that person gave before.
 */
export async function isRecurringDonor(
  db: Db,
  ongId: string,
  taxId: string,
  year: number,
  payer: { payerId: string | null; payerEmail: string | null },
) {
  const rows = (await donationsOfYears(db, ongId, year - 2, year - 1)).filter((r) =>
    payer.payerId ? r.payerId === payer.payerId : !r.payerId && sameEmail(r.payerEmail, payer.payerEmail),
  );
  return recurringIds(rows, year).has(taxId);
}

const sameEmail = (a: string | null, b: string | null) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

export type DeclaredDonor = {
  taxId: string;
  name: string;
  kind: DonorKind;
  province: string | null;
  /** Euro cents given in the year. */
  amount: number;
  recurring: boolean;
};

/**
 * The year's donors as Modelo 182 lists them: one per NIF (their donations in euros added up; the name, kind and
 * province of their latest donation), and apart the donations that cannot be declared (no NIF, or in another
 * currency than the euro).
 */
export async function declarationOf(db: Db, ongId: string, year: number) {
  const rows = await donationsOfYears(db, ongId, year - 2, year);
  const recurring = recurringIds(rows, year);
  const donors = new Map<string, DeclaredDonor>();
  const apart: typeof rows = [];
  for (const r of rows) {
    if (r.year !== year) continue;
    if (!r.taxId || r.currency !== 'EUR') {
      apart.push(r);
      continue;
    }
    const seen = donors.get(r.taxId);
    donors.set(r.taxId, {
      taxId: r.taxId,
      name: r.donorName,
      kind: r.donorKind,
      province: r.province ?? seen?.province ?? null,
      amount: (seen?.amount ?? 0) + r.net,
      recurring: recurring.has(r.taxId),
    });
  }
  const listed = [...donors.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'es') || (a.taxId < b.taxId ? -1 : 1),
  );
  return { donors: listed, apart };
}

const madridDay = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid' }).format(d);

/**
 * `ong/donations/donors?year=`: the declaration's CSV (`spreadsheetCsv`: RFC 4180, UTF-8 with a BOM): one row
 * per donor, then, after an empty line, the donations that cannot be declared and why.
 */
export async function exportDeclaration(app: AppContext, callerId: string, year: number) {
  await requireOng(app, callerId);
  const { donors, apart } = await declarationOf(app.db, callerId, year);
  const header = [
    'NIF',
    'Nombre o razón social',
    'Naturaleza (F persona, J empresa)',
    'Código de provincia',
    'Clave',
    'Porcentaje de deducción',
    'Importe (euros)',
    'Recurrente (donó en los dos años anteriores)',
  ];
  const rows: string[][] = donors.map((d) => [
    d.taxId,
    d.name,
    NATURE[d.kind],
    d.province ?? '',
    'A',
    deductionPercent(d.kind, d.recurring),
    decimal(d.amount, 'EUR'),
    d.recurring ? 'Sí' : 'No',
  ]);
  if (apart.length > 0)
    rows.push(
      [],
      ['No se pueden declarar: sin NIF o en otra moneda que el euro'],
      ['Número de certificado', 'Fecha', 'Nombre del donante', 'Importe', 'Moneda', 'Motivo'],
      ...apart.map((r) => [
        r.certificateNumber ?? '',
        madridDay(r.date ?? r.createdAt),
        r.donorName,
        decimal(r.net, r.currency),
        r.currency,
        r.taxId ? 'En otra moneda que el euro' : 'Sin NIF',
      ]),
    );
  return spreadsheetCsv(header, rows);
}

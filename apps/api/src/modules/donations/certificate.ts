import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type DonorKind, formatMoney, provinceName } from '@detalle/contract';
import fontkit from '@pdf-lib/fontkit';
import { eq } from 'drizzle-orm';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import type { AppContext } from '../../context.js';
import { donations, ongs, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { DEDUCTION, isRecurringDonor } from './declaration.js';
import { donationFor } from './service.js';

/**
 * The donation certificate, a one-page A4 PDF made with pdf-lib in DejaVu Sans (the npm package
 * `dejavu-fonts-ttf`, embedded through `@pdf-lib/fontkit` with only the letters used): it writes every Latin,
 * Greek and Cyrillic letter people's names use (Łukasz, Øster, Ñúñez), where pdf-lib's standard Helvetica knew
 * only WinAnsi. A character even DejaVu lacks (a name in Chinese script) is written as "?"; the certificate's
 * number and amounts never are.
 */
const fontFile = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
/** The two fonts' files, read once. */
const fontFiles = () => {
  fonts ??= Promise.all([readFile(fontFile), readFile(fontFile.replace(/\.ttf$/, '-Bold.ttf'))]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fonts;
};
const ZONE = 'Europe/Madrid';
const longDate = (d: Date) =>
  new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE }).format(
    d,
  );

/** Only what the font can write: other spaces become a space, anything else "?". */
function writable(font: PDFFont, text: string) {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      if (known.has(code)) return c;
      return /\s/u.test(c) ? ' ' : '?';
    })
    .join('');
}

/** Splits a paragraph into lines no wider than `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const percent = (n: number) => `${n} %`;

/**
 * What the donor may deduct, in the terms of Ley 49/2002 (arts. 19 and 20, `DEDUCTION` in `declaration.ts`),
 * said modestly: only when the entity is Spanish and is under the law's tax regime, which Detalle cannot check.
 * Outside Spain, only that the certificate may serve where the entity's country allows it.
 */
export function deductionNote(
  c: Pick<CertificateData, 'ongCountry' | 'donorKind' | 'recurring' | 'currency'>,
) {
  if (c.ongCountry !== 'ES' || c.currency !== 'EUR')
    return 'Conserva este certificado: puede servirte para deducir la donación donde la normativa fiscal de tu país lo permita.';
  const start =
    'Certificado emitido conforme al artículo 24 de la Ley 49/2002, de régimen fiscal de las entidades sin fines ' +
    'lucrativos, si la entidad está acogida a ese régimen. Según la normativa vigente (';
  if (c.donorKind === 'company') {
    const { rate, recurringRate } = DEDUCTION.company;
    return (
      `${start}artículo 20), la empresa puede deducir en el Impuesto sobre Sociedades el ${percent(rate)} ` +
      `de la donación (el ${percent(recurringRate)} si donó a esta misma entidad en los dos años anteriores), ` +
      'con el límite del 15 % de su base imponible.' +
      (c.recurring ? ' Nos consta que donó a esta entidad en cada uno de los dos años anteriores.' : '')
    );
  }
  const { firstRate, rate, recurringRate } = DEDUCTION.person;
  return (
    `${start}artículo 19), puedes deducir en tu declaración de la renta el ${percent(firstRate)} de los ` +
    `primeros 250 € que dones en el año a entidades acogidas y el ${percent(rate)} del resto ` +
    `(el ${percent(recurringRate)} si en los dos años anteriores donaste a esta misma entidad), con el límite ` +
    'del 10 % de tu base liquidable.' +
    (c.recurring ? ' Nos consta que donaste a esta entidad en cada uno de los dos años anteriores.' : '')
  );
}

export type CertificateData = {
  number: string;
  ongName: string;
  ongLegalId: string;
  ongCountry: string;
  donorName: string;
  donorKind: DonorKind;
  taxId: string | null;
  province: string | null;
  /** Gave to this ONG in each of the two years before the certificate's (`declaration.ts`). */
  recurring: boolean;
  amount: number;
  currency: string;
  paidAt: Date;
  testMode: boolean;
};

/** The PDF's bytes. */
export async function certificatePdf(c: CertificateData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificado de donación ${c.number}`);
  pdf.setAuthor(c.ongName);
  pdf.setCreator('Detalle');
  pdf.setLanguage('es-ES');
  const page = pdf.addPage([595.28, 841.89]);
  pdf.registerFontkit(fontkit);
  const files = await fontFiles();
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  const ink = rgb(0.18, 0.13, 0.12);
  const muted = rgb(0.42, 0.37, 0.35);
  const accent = rgb(0.77, 0.27, 0.33);
  const left = 64;
  const width = 595.28 - 2 * left;
  let y = 770;

  const text = (
    value: string,
    opts: { size?: number; font?: PDFFont; color?: typeof ink; gap?: number } = {},
  ) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 12;
    for (const line of wrap(font, writable(font, value), size, width)) {
      page.drawText(line, { x: left, y, size, font, color: opts.color ?? ink });
      y -= size * 1.45;
    }
    y -= opts.gap ?? 6;
  };

  page.drawRectangle({ x: 0, y: 821.89, width: 595.28, height: 20, color: accent });
  text('Certificado de donación', { size: 24, font: bold, gap: 4 });
  text(`N.º ${c.number}`, { size: 13, font: bold, color: accent, gap: 24 });
  text('Entidad beneficiaria', { size: 10, font: bold, color: muted, gap: 4 });
  text(c.ongName, { size: 14, font: bold, gap: 0 });
  text(`Número de registro / identificación fiscal: ${c.ongLegalId} (${c.ongCountry})`, { gap: 18 });
  const company = c.donorKind === 'company';
  const idLabel = company ? 'CIF' : 'NIF/NIE';
  const province = c.province ? provinceName(c.province) : null;
  text(company ? 'Empresa donante' : 'Donante', { size: 10, font: bold, color: muted, gap: 4 });
  text(c.donorName, { size: 14, font: bold, gap: 0 });
  text(c.taxId ? `${idLabel}: ${c.taxId}` : `${idLabel}: no indicado`, { gap: 0 });
  if (province) text(`Provincia: ${province} (${c.province})`, { gap: 0 });
  y -= 18;
  text('Donación', { size: 10, font: bold, color: muted, gap: 9 });
  text(formatMoney({ amount: c.amount, currency: c.currency }), { size: 20, font: bold, gap: 0 });
  text(`Fecha: ${longDate(c.paidAt)}`, { gap: 24 });
  text(
    `${c.ongName} certifica que ha recibido de ${c.donorName}${c.taxId ? `, con ${idLabel} ${c.taxId},` : ''} ` +
      `una donación dineraria de ${formatMoney({ amount: c.amount, currency: c.currency })} el ${longDate(c.paidAt)}, ` +
      'con carácter irrevocable, destinada al cumplimiento de sus fines.',
    { gap: 12 },
  );
  text(deductionNote(c), { size: 10, color: muted, gap: c.taxId ? 24 : 6 });
  if (!c.taxId && c.ongCountry === 'ES')
    text(
      'Sin NIF, la entidad no puede declarar esta donación a Hacienda y no podrás deducirla: si quieres ' +
        'deducirla, escribe a la entidad con tu NIF y tu provincia antes de que acabe el año.',
      { size: 10, color: muted, gap: 24 },
    );
  if (c.testMode)
    text('MODO DE PRUEBA: no se ha cobrado dinero real. Este certificado no tiene validez fiscal.', {
      size: 11,
      font: bold,
      color: accent,
      gap: 12,
    });
  y = 72;
  text(`Emitido a través de Detalle en nombre de ${c.ongName}. Certificado n.º ${c.number}.`, {
    size: 9,
    color: muted,
  });
  return pdf.save();
}

/**
 * `donation/certificate/{id}` (`?token=` for a guest): the donor's certificate, once the donation succeeded and
 * while it has not been returned in full. Anyone else gets the same 404 as for an unknown id.
 */
export async function donationCertificate(
  app: AppContext,
  viewerId: string | null,
  id: string,
  token?: string,
) {
  const p = await donationFor(app, viewerId, id, token);
  const [row] = await app.db
    .select({ d: donations, name: users.name, legalId: ongs.legalId, country: ongs.country })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.ongId))
    .leftJoin(ongs, eq(ongs.userId, donations.ongId))
    .where(eq(donations.paymentId, p.id));
  const number = row?.d.certificateNumber;
  if (!row || !number || p.status !== 'succeeded' || p.refunded >= p.amount)
    throw new AppError(
      'CONFLICT',
      'El certificado estará disponible cuando la donación se haya completado. Vuelve a intentarlo en un momento.',
    );
  const bytes = await certificatePdf({
    number,
    ongName: row.d.ongName ?? row.name ?? '',
    ongLegalId: row.d.ongLegalId ?? row.legalId ?? '',
    ongCountry: row.country ?? '',
    donorName: row.d.donorName,
    donorKind: row.d.donorKind,
    taxId: row.d.taxId,
    province: row.d.province,
    recurring:
      !!row.d.taxId &&
      !!row.d.certificateYear &&
      (await isRecurringDonor(app.db, row.d.ongId, row.d.taxId, row.d.certificateYear, p)),
    amount: p.amount - p.refunded,
    currency: p.currency,
    paidAt: p.paidAt ?? p.createdAt,
    testMode: p.provider === 'test',
  });
  return { number, bytes };
}

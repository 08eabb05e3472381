import { formatMoney } from '@detalle/contract';
import { eq } from 'drizzle-orm';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { AppContext } from '../../context.js';
import { donations, ongs, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { donationFor } from './service.js';

/**
 * The donation certificate, a one-page A4 PDF made with pdf-lib: its standard Helvetica is built into
 * the library (WinAnsi: Spanish letters, «», €, º), so the bundle needs no font files. A character the font
 * cannot write (a name in another script) is written as "?"; the certificate's number and amounts never are.
 */
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

export type CertificateData = {
  number: string;
  ongName: string;
  ongLegalId: string;
  ongCountry: string;
  donorName: string;
  taxId: string | null;
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
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
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
  text('Entidad beneficiaria', { size: 10, font: bold, color: muted, gap: 2 });
  text(c.ongName, { size: 14, font: bold, gap: 0 });
  text(`Número de registro / identificación fiscal: ${c.ongLegalId} (${c.ongCountry})`, { gap: 18 });
  text('Donante', { size: 10, font: bold, color: muted, gap: 2 });
  text(c.donorName, { size: 14, font: bold, gap: 0 });
  text(c.taxId ? `NIF/NIE: ${c.taxId}` : 'NIF/NIE: no indicado', { gap: 18 });
  text('Donación', { size: 10, font: bold, color: muted, gap: 2 });
  text(formatMoney({ amount: c.amount, currency: c.currency }), { size: 20, font: bold, gap: 0 });
  text(`Fecha: ${longDate(c.paidAt)}`, { gap: 24 });
  text(
    `${c.ongName} certifica que ha recibido de ${c.donorName}${c.taxId ? `, con NIF/NIE ${c.taxId},` : ''} ` +
      `una donación dineraria de ${formatMoney({ amount: c.amount, currency: c.currency })} el ${longDate(c.paidAt)}, ` +
      'con carácter irrevocable, destinada al cumplimiento de sus fines.',
    { gap: 12 },
  );
  text(
    'Conserva este certificado: te servirá para deducir la donación en tu declaración de la renta si la entidad ' +
      'está acogida al régimen fiscal de las entidades sin fines lucrativos.',
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
    taxId: row.d.taxId,
    amount: p.amount - p.refunded,
    currency: p.currency,
    paidAt: p.paidAt ?? p.createdAt,
    testMode: p.provider === 'test',
  });
  return { number, bytes };
}

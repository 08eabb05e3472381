import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, ongs } from '../src/db/schema/index.js';
import { verifyOng } from '../src/modules/ongs/service.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * What a Spanish ONG needs for Modelo 182: companies give with a checked CIF, donors give their province, the
 * ONG downloads one row per donor with their recurrence, and the certificate says what the law lets them deduct,
 * in a font that writes every name.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let ong: Who;
let other: Who;
let ana: Who;
const { as, person } = testClient(() => t.app, { lastname: 'Declarante' });
const year = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Madrid' }).format());
let address = 0;

const guestDonates = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/donation/guest',
    payload: body,
    headers: { 'idempotency-key': randomUUID() },
    remoteAddress: `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
  });
const gift = (ongId: string, amount: number, extra: object = {}) => ({
  ongId,
  amount,
  currency: 'EUR',
  name: 'Gala',
  email: `gala.${randomUUID().slice(0, 8)}@ejemplo.com`,
  fullName: 'Gala Pérez Ruiz',
  taxId: '12345678Z',
  province: '28',
  card: {
    kind: 'test',
    number: '4242424242424242',
    expMonth: 12,
    expYear: year + 2,
    cvc: '123',
    holder: 'Gala',
  },
  ...extra,
});

async function anOng(name: string) {
  const who = await person(name, { type: 2, lastname: '' });
  await t.app.db
    .insert(ongs)
    .values({ userId: who.user.id, legalId: 'G12345674', country: 'ES', description: 'Ayudamos.' });
  await verifyOng(t.app.db, who.user.id);
  return who;
}

/** Donates and returns the donation; `back` years earlier, its certificate moved to that year. */
let moved = 900_000;
async function donates(body: object, back = 0) {
  const res = await guestDonates(body);
  expect(res.statusCode, res.body).toBe(200);
  const d = res.json().data as { id: string; token: string; certificateNumber: string };
  if (back > 0) {
    const seq = ++moved;
    await t.app.db
      .update(donations)
      .set({
        certificateYear: year - back,
        certificateSeq: seq,
        certificateNumber: `${year - back}-${seq}`,
      })
      .where(eq(donations.paymentId, d.id));
  }
  return d;
}

const csvLines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');

/**
 * The text a PDF reader shows of page 1: each `Tj` string read through its font's ToUnicode map (the embedded
 * fonts write glyph numbers, and the map says which letters they are).
 */
async function pdfText(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const decode = (s: PDFRawStream) => new TextDecoder().decode(decodePDFRawStream(s).decode());
  const maps = new Map<string, Map<string, string>>();
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref as PDFRef, PDFDict);
    const cmap = font.lookup(PDFName.of('ToUnicode'));
    const glyphs = new Map<string, string>();
    if (cmap instanceof PDFRawStream)
      for (const m of decode(cmap).matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>/g)) {
        const units = (m[2] ?? '').match(/.{4}/g)?.map((h) => Number.parseInt(h, 16)) ?? [];
        glyphs.set((m[1] ?? '').toUpperCase(), String.fromCharCode(...units));
      }
    maps.set(name.asString(), glyphs);
  }
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((r) => doc.context.lookup(r as PDFRef) as PDFRawStream)
      : [contents as PDFRawStream];
  const lines: string[] = [];
  let current = new Map<string, string>();
  for (const content of streams)
    for (const m of decode(content).matchAll(/(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
      if (m[1]) current = maps.get(m[1]) ?? new Map();
      else
        lines.push(
          (m[2]?.match(/.{4}/g) ?? []).map((g) => current.get(g.toUpperCase()) ?? '\uFFFD').join(''),
        );
    }
  return lines.join('\n');
}

beforeAll(async () => {
  t = await buildTestApp();
  [ong, other, ana] = await Promise.all([
    anOng('Fundación Recurrente'),
    anOng('Otra Fundación'),
    person('Ana'),
  ]);
});
afterAll(() => t.close());

describe('who gives: a person or a company, and their province', () => {
  it('refuses a CIF whose control is wrong, a company without a CIF or with a NIF, and a CIF as a person', async () => {
    const cases: Array<[object, string, RegExp]> = [
      [{ donorKind: 'company', taxId: 'B12345675' }, 'taxId', /Revisa el CIF/],
      [{ donorKind: 'company', taxId: 'P1234567J' }, 'taxId', /Revisa el CIF/],
      [{ donorKind: 'company', taxId: 'A1234567D' }, 'taxId', /Revisa el CIF/],
      [{ donorKind: 'company', taxId: '' }, 'taxId', /Escribe el CIF de la empresa/],
      [{ donorKind: 'company', taxId: '12345678Z' }, 'taxId', /no el NIF de una persona/],
      [{ taxId: 'B12345674' }, 'taxId', /elige «Empresa»/],
      [{ taxId: '12345678Z', province: null }, 'province', /Elige la provincia/],
      [{ province: '53' }, 'province', /Elige una provincia de la lista/],
      [{ donorKind: 'ong' }, 'donorKind', /./],
    ];
    for (const [fields, path, message] of cases) {
      const res = await guestDonates(gift(ong.user.id, 1000, fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      const errors = res.json().error.fields as { path: string; message: string }[];
      expect(
        errors.map((f) => f.path),
        JSON.stringify(fields),
      ).toEqual([path]);
      expect(errors[0]?.message).toMatch(message);
    }
  });

  it('takes a company by its CIF (written with a dash, a letter control too) and keeps its province', async () => {
    const d = await donates(
      gift(other.user.id, 5000, { donorKind: 'company', fullName: 'Q Servicios S.L.', taxId: 'b-1234567-4' }),
    );
    const [row] = await t.app.db.select().from(donations).where(eq(donations.paymentId, d.id));
    expect(row).toMatchObject({ donorKind: 'company', taxId: 'B12345674', province: '28' });
    // A foundation's CIF may end in the letter for its control digit (G…4 or G…D).
    expect(
      (await guestDonates(gift(other.user.id, 1000, { donorKind: 'company', taxId: 'G1234567D' })))
        .statusCode,
    ).toBe(200);
    // A person without a NIF needs no province.
    expect((await guestDonates(gift(other.user.id, 1000, { taxId: '', province: null }))).statusCode).toBe(
      200,
    );
  });
});

describe("the ONG's donors for Modelo 182", () => {
  it('one row per NIF with province and recurrence over three years; those without NIF apart', async () => {
    const gala = { fullName: 'Gala Pérez Ruiz', taxId: '12345678Z', province: '28' };
    const xavi = { fullName: 'Xavi Puig', taxId: 'X1234567L', province: '08' };
    const firma = {
      donorKind: 'company',
      fullName: 'Construcciones Ñandú S.L.',
      taxId: 'B12345674',
      province: '46',
    };
    await donates(gift(ong.user.id, 2000, gala), 2);
    await donates(gift(ong.user.id, 1000, gala), 1);
    await donates(gift(ong.user.id, 10000, gala));
    await donates(gift(ong.user.id, 5000, gala));
    await donates(gift(ong.user.id, 3000, xavi), 1);
    await donates(gift(ong.user.id, 3000, xavi));
    await donates(gift(ong.user.id, 9000, firma), 2);
    await donates(gift(ong.user.id, 9000, firma), 1);
    await donates(gift(ong.user.id, 5000, firma));
    await donates(gift(ong.user.id, 700, { fullName: 'Anónima', taxId: '', province: null }));

    const res = await as(ong, 'GET', `/api/ong/donations/donors?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="donantes-modelo-182-${year}.csv"`);
    const lines = csvLines(res.body);
    expect(lines.slice(0, 4)).toEqual([
      'NIF,Nombre o razón social,"Naturaleza (F persona, J empresa)",Código de provincia,Clave,Porcentaje de deducción,Importe (euros),Recurrente (donó en los dos años anteriores)',
      'B12345674,Construcciones Ñandú S.L.,J,46,A,50,50.00,Sí',
      '12345678Z,Gala Pérez Ruiz,F,28,A,80/45,150.00,Sí',
      'X1234567L,Xavi Puig,F,08,A,80/40,30.00,No',
    ]);
    expect(lines[4]).toBe('');
    expect(lines[5]).toMatch(/^No se pueden declarar/);
    expect(lines[7]).toMatch(new RegExp(`^${year}-\\d{6},${year}-\\d\\d-\\d\\d,Anónima,7\\.00,EUR,Sin NIF$`));
    expect(lines).toHaveLength(9);

    // Last year: Gala had given only the year before it, so she was not recurring then.
    const last = csvLines((await as(ong, 'GET', `/api/ong/donations/donors?year=${year - 1}`)).body);
    expect(last).toContain('12345678Z,Gala Pérez Ruiz,F,28,A,80/40,10.00,No');
  });

  it("only the ONG's own account reads its donors; a year not begun or before 2000 is a 400", async () => {
    const person = await as(ana, 'GET', `/api/ong/donations/donors?year=${year}`);
    expect(person.statusCode).toBe(403);
    expect(person.json().error.code).toBe('ONG_ONLY');
    expect((await as(null, 'GET', `/api/ong/donations/donors?year=${year}`)).statusCode).toBe(401);
    const theirs = (await as(other, 'GET', `/api/ong/donations/donors?year=${year}`)).body;
    expect(theirs).not.toContain('Xavi Puig');
    expect(theirs).toContain('Q Servicios S.L.');
    for (const bad of [String(year + 1), '1999', 'dos mil', '2025.5']) {
      const res = await as(ong, 'GET', `/api/ong/donations/donors?year=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message, bad).toMatch(/año/);
    }
  });
});

describe('the certificate', () => {
  it("writes a Ł, Ø and Ñ name and the person's deduction, recurring", async () => {
    const name = 'Łukasz Øster Ñúñez';
    const nif = { fullName: name, taxId: '00000000T', province: '15', email: 'lukasz@ejemplo.com' };
    await donates(gift(ong.user.id, 1000, nif), 2);
    await donates(gift(ong.user.id, 1000, nif), 1);
    const d = await donates(gift(ong.user.id, 30000, nif));
    const pdf = await as(null, 'GET', `/api/donation/certificate/${d.id}?token=${d.token}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(name);
    expect(text).not.toContain('?');
    expect(text).toContain('NIF/NIE: 00000000T');
    expect(text).toContain('Provincia: A Coruña (15)');
    const flat = text.replaceAll('\n', ' ');
    expect(flat).toContain('artículo 24 de la Ley 49/2002');
    expect(flat).toContain('Según la normativa vigente (artículo 19)');
    expect(flat).toContain('el 80 % de los primeros 250 €');
    expect(flat).toContain(
      'el 40 % del resto (el 45 % si en los dos años anteriores donaste a esta misma entidad)',
    );
    expect(flat).toContain('Nos consta que donaste a esta entidad en cada uno de los dos años anteriores.');

    // Someone else typing the same NIF learns nothing of that history from their own certificate.
    const other = await donates(gift(ong.user.id, 500, { ...nif, email: 'otra@ejemplo.com' }));
    const theirs = await as(null, 'GET', `/api/donation/certificate/${other.id}?token=${other.token}`);
    expect((await pdfText(theirs.rawPayload)).replaceAll('\n', ' ')).not.toContain('Nos consta');
  });

  it("states a company's CIF and its deduction in the Impuesto sobre Sociedades", async () => {
    const d = await donates(
      gift(ong.user.id, 20000, { donorKind: 'company', fullName: 'Łódź Trading S.A.', taxId: 'A58818501' }),
    );
    const text = (
      await pdfText((await as(null, 'GET', `/api/donation/certificate/${d.id}?token=${d.token}`)).rawPayload)
    ).replaceAll('\n', ' ');
    expect(text).toContain('Empresa donante Łódź Trading S.A. CIF: A58818501');
    expect(text).toContain(
      'Según la normativa vigente (artículo 20), la empresa puede deducir en el Impuesto sobre Sociedades el 40 %',
    );
    expect(text).toContain('(el 50 % si donó a esta misma entidad en los dos años anteriores)');
    expect(text).not.toContain('Nos consta');
  });

  it('tells a donor without a NIF that the ONG cannot declare it', async () => {
    const d = await donates(gift(ong.user.id, 1000, { taxId: '', province: null }));
    const pdf = await as(null, 'GET', `/api/donation/certificate/${d.id}?token=${d.token}`);
    const text = (await pdfText(pdf.rawPayload)).replaceAll('\n', ' ');
    expect(text).toContain('NIF/NIE: no indicado');
    expect(text).toContain(
      'Sin NIF, la entidad no puede declarar esta donación a Hacienda y no podrás deducirla',
    );
  });
});

import { randomUUID } from 'node:crypto';
import { MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from '@detalle/contract';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, ongs, outbox } from '../src/db/schema/index.js';
import { verifyOng } from '../src/modules/ongs/service.js';
import { recountMovements } from '../src/modules/wallet/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * Donations to verified ONGs: guests and signed-in people give through the payment provider; the
 * money lands in the ONG's wallet as a "donación"; the donor downloads a numbered certificate; the ONG lists
 * and exports what it received.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let abrazo: Who;
let pendiente: Who;
let ana: Who;
const { as, person } = testClient(() => t.app, { lastname: 'Donante' });
const key = () => ({ 'idempotency-key': randomUUID() });
const nextYear = new Date().getFullYear() + 1;
const card = (number = '4242424242424242') => ({
  kind: 'test',
  number,
  expMonth: 12,
  expYear: nextYear,
  cvc: '123',
  holder: 'Gala Donante',
});
let address = 0;
const guestDonates = (body: object, headers: Record<string, string> = key(), from?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/donation/guest',
    payload: body,
    headers,
    remoteAddress: from ?? `10.2.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
  });
const guest = (ongId: string, amount: number, extra: object = {}) => ({
  ongId,
  amount,
  currency: 'EUR',
  name: 'Gala',
  email: `gala.${randomUUID().slice(0, 8)}@ejemplo.com`,
  fullName: 'Gala Pérez Ruiz',
  taxId: '12345678-z',
  province: '28',
  card: card(),
  ...extra,
});

async function anOng(name: string, verified: boolean) {
  const who = await person(name, { type: 2, lastname: '' });
  await t.app.db
    .insert(ongs)
    .values({ userId: who.user.id, legalId: 'G12345678', country: 'ES', description: 'Ayudamos.' });
  if (verified) await verifyOng(t.app.db, who.user.id);
  return who;
}
const balance = async (who: Who) => (await as(who, 'GET', '/api/dashboard/balanceUser')).json().data.balances;
const movements = async (who: Who, type?: string) =>
  (await as(who, 'GET', `/api/dashboard/transactionsUser?lim=50${type ? `&type=${type}` : ''}`)).json().data;

beforeAll(async () => {
  t = await buildTestApp();
  [abrazo, pendiente, ana] = await Promise.all([
    anOng('Fundación Abrazo', true),
    anOng('Asociación Pendiente', false),
    person('Ana'),
  ]);
  const saved = await as(ana, 'POST', '/api/card/save', { ...card(), makeDefault: true });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

describe('a guest donates', () => {
  it('pays with the test card; the ONG gets it as a donation; the certificate is numbered and e-mailed', async () => {
    const body = guest(abrazo.user.id, 2500);
    const res = await guestDonates(body);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    const year = new Date().getFullYear();
    expect(d).toMatchObject({
      status: 'succeeded',
      amount: 2500,
      fullName: 'Gala Pérez Ruiz',
      taxId: '12345678Z',
      ong: { id: abrazo.user.id, name: 'Fundación Abrazo' },
    });
    expect(d.certificateNumber).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect(d.token).toBeTruthy();

    const [eur] = await balance(abrazo);
    expect(eur.available).toBeGreaterThan(0);
    const received = await movements(abrazo, 'donation_received');
    expect(received.total).toBe(1);
    expect(received.list[0]).toMatchObject({ type: 'donation_received', amount: 2500 });
    expect(await recountMovements(t.app, abrazo.user.id)).toMatchObject({
      counted: expect.objectContaining({ donation_received: 1 }),
    });
    const counts = await recountMovements(t.app, abrazo.user.id);
    expect(counts.kept).toEqual(counts.counted);

    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.to, body.email));
    expect(mail?.subject).toMatch(/^Tu donación de 25,00\s€ a Fundación Abrazo$/);
    const link = /\/donacion\/([0-9a-f-]{36})\?token=([\w-]+)/.exec(mail?.text ?? '');
    expect(link?.[1]).toBe(d.id);

    const pdf = await as(null, 'GET', `/api/donation/certificate/${d.id}?token=${link?.[2]}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Certificado de donación ${d.certificateNumber}`);
    // The browser's token works too; no token, a wrong one or a signed-in stranger: the same 404.
    expect((await as(null, 'GET', `/api/donation/certificate/${d.id}?token=${d.token}`)).statusCode).toBe(
      200,
    );
    expect((await as(null, 'GET', `/api/donation/certificate/${d.id}`)).statusCode).toBe(404);
    expect(
      (await as(ana, 'GET', `/api/donation/certificate/${d.id}?token=${'x'.repeat(43)}`)).statusCode,
    ).toBe(404);
    expect((await as(abrazo, 'GET', `/api/donation/get/${d.id}`)).statusCode).toBe(404);
  });

  it('refuses an unverified ONG, a person, a made-up id, a bad NIF and amounts out of bounds', async () => {
    for (const ongId of [pendiente.user.id, ana.user.id, randomUUID()]) {
      const res = await guestDonates(guest(ongId, 1000));
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.message).toMatch(/No encontramos esa ONG/);
    }
    const nif = await guestDonates(guest(abrazo.user.id, 1000, { taxId: '12345678A' }));
    expect(nif.statusCode).toBe(400);
    expect(nif.json().error.fields.map((f: { path: string }) => f.path)).toEqual(['taxId']);
    for (const amount of [0, 2_147_483_647, 10.5]) {
      const res = await guestDonates(guest(abrazo.user.id, amount));
      expect(res.statusCode).toBe(400);
    }
    const [pending] = await t.app.db.select().from(donations).where(eq(donations.ongId, pendiente.user.id));
    expect(pending).toBeUndefined();
  });

  it('a retry with the same Idempotency-Key charges once', async () => {
    const body = guest(abrazo.user.id, 1200);
    const headers = key();
    const first = await guestDonates(body, headers);
    const again = await guestDonates(body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.certificateNumber).toBe(first.json().data.certificateNumber);
    // Once the key's stored answer is forgotten (after a day), the payment itself still refuses another donation.
    await t.app.db.execute(sql`delete from idempotency_keys where key = ${headers['idempotency-key']}`);
    const other = await guestDonates({ ...body, amount: 9900 }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('is rate-limited per address like guest payments, in Spanish', async () => {
    const from = '10.9.9.9';
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await guestDonates(guest(abrazo.user.id, 500), key(), from));
    expect(answers.slice(0, 10).every((a) => a.statusCode === 200)).toBe(true);
    expect(answers[10]?.statusCode).toBe(429);
  });

  it('a bank confirmation step (3-D Secure card) numbers the certificate only once approved', async () => {
    const res = await guestDonates(guest(abrazo.user.id, 3000, { card: card('4000002500003155') }));
    const d = res.json().data;
    expect(d).toMatchObject({ status: 'requires_action', certificateNumber: null });
    const ok = await as(null, 'POST', `/api/donation/confirm/${d.id}`, { token: d.token, approve: true });
    expect(ok.json().data.status).toBe('succeeded');
    expect(ok.json().data.certificateNumber).toMatch(/^\d{4}-\d{6}$/);
  });
});

describe('a donation by a way whose money arrives later', () => {
  it('a guest by transfer: its instructions until the money arrives, then the numbered certificate', async () => {
    const ways = (await as(null, 'GET', `/api/payment/methods?currency=EUR&to=${abrazo.user.id}`)).json().data
      .methods as { method: string }[];
    expect(ways.map((w) => w.method)).toEqual(expect.arrayContaining(['card', 'bizum', 'sepa_transfer']));

    const res = await guestDonates(
      guest(abrazo.user.id, 2500, { card: undefined, method: 'sepa_transfer', taxId: null }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ status: 'awaiting_funds', paidWith: 'sepa_transfer', certificateNumber: null });
    expect(d.instructions).toMatchObject({ type: 'bank_transfer', rail: 'sepa', amount: 2500 });
    // The e-mailed link opens it on another device with the reference's last day.
    const seen = (await as(null, 'GET', `/api/donation/get/${d.id}?token=${d.token}`)).json().data;
    expect(new Date(seen.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const sent = await as(null, 'POST', `/api/payment/guest/simulate/${d.id}`, {
      outcome: 'exact',
      token: d.token,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const arrived = (await as(null, 'GET', `/api/donation/get/${d.id}?token=${d.token}`)).json().data;
    expect(arrived).toMatchObject({ status: 'succeeded', instructions: null, expiresAt: null });
    expect(arrived.certificateNumber).toMatch(/^\d{4}-\d{6}$/);
  });
});

describe('a signed-in person donates', () => {
  it('with the saved card; the donation shows in both wallets; the certificate downloads', async () => {
    const res = await as(
      ana,
      'POST',
      '/api/donation/save',
      { ongId: abrazo.user.id, amount: 5000, currency: 'EUR', fullName: 'Ana Donante García' },
      key(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ status: 'succeeded', taxId: null });
    const mine = await movements(ana, 'donation');
    expect(mine.list[0]).toMatchObject({ type: 'donation', amount: -5000, paymentId: d.id });
    expect(mine.list[0].person?.name).toBe('Fundación Abrazo');
    const counts = await recountMovements(t.app, ana.user.id);
    expect(counts.kept).toEqual(counts.counted);
    expect((await as(ana, 'GET', `/api/donation/certificate/${d.id}`)).statusCode).toBe(200);
    expect((await as(ana, 'GET', `/api/donation/get/${d.id}`)).json().data.id).toBe(d.id);
  });

  it('an ONG cannot donate to itself', async () => {
    await as(abrazo, 'POST', '/api/card/save', { ...card(), makeDefault: true });
    const res = await as(
      abrazo,
      'POST',
      '/api/donation/save',
      { ongId: abrazo.user.id, amount: 500, currency: 'EUR', fullName: 'Fundación Abrazo' },
      key(),
    );
    expect(res.json().error.code).toBe('PAYMENT_TO_SELF');
  });
});

describe('the ONG sees and exports what it received', () => {
  it('lists donations newest first, paged; exports one year as CSV with formula cells defused', async () => {
    await guestDonates(guest(abrazo.user.id, 700, { fullName: '=HYPERLINK("http://x")', taxId: '' }));
    const page = (await as(abrazo, 'GET', '/api/ong/donations?lim=2&pos=0')).json().data;
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.list[0].donorName).toBe('=HYPERLINK("http://x")');
    const numbers = page.list.map((d: { certificateNumber: string }) => d.certificateNumber);
    expect([...numbers].sort().reverse()).toEqual(numbers);

    const year = new Date().getFullYear();
    const csv = await as(abrazo, 'GET', `/api/ong/donations/export?year=${year}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Número de certificado,Fecha,Nombre del donante,NIF/NIE,Importe,Moneda');
    expect(lines).toContain(
      `${page.list[0].certificateNumber},${lines.at(-2)?.split(',')[1]},"'=HYPERLINK(""http://x"")",,7.00,EUR`,
    );
    expect(lines.some((l) => l.includes('Gala Pérez Ruiz,12345678Z,25.00,EUR'))).toBe(true);
    expect(
      (await as(abrazo, 'GET', `/api/ong/donations/export?year=${year - 1}`)).body.replace(/^\uFEFF/, ''),
    ).toBe('Número de certificado,Fecha,Nombre del donante,NIF/NIE,Importe,Moneda\r\n');
    expect((await as(ana, 'GET', '/api/ong/donations')).json().error.code).toBe('ONG_ONLY');
    expect((await as(ana, 'GET', `/api/ong/donations/export?year=${year}`)).statusCode).toBe(403);
  });

  it('refuses a name on several lines or with control characters, in Spanish, and keeps a message’s lines', async () => {
    for (const fields of [
      { fullName: 'Ana\n=2+2' },
      { name: 'Ana\n=2+2' },
      { fullName: 'Ana\r=2+2' },
      { fullName: 'Ana\u2028=2+2' },
      { fullName: 'Ana\u0085' },
      { name: 'Ana\tPérez' },
      { taxId: '12345678\nZ' },
    ]) {
      const res = await guestDonates(guest(abrazo.user.id, 700, fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.fields).toEqual([
        { path: Object.keys(fields)[0], message: SINGLE_LINE_MESSAGE },
      ]);
    }
    const tab = await guestDonates(guest(abrazo.user.id, 700, { message: 'Con\tcariño' }));
    expect(tab.statusCode).toBe(400);
    expect(tab.json().error.fields).toEqual([{ path: 'message', message: MULTI_LINE_MESSAGE }]);
    expect(
      (await guestDonates(guest(abrazo.user.id, 700, { message: 'Con cariño,\r\nGala' }))).statusCode,
    ).toBe(200);
  });

  it('exports names stored before they were checked without a formula or a line of their own', async () => {
    const marks = ['Zoe Antigua Uno', 'Zoe Antigua Dos', 'Zoe Antigua Tres'];
    for (const fullName of marks)
      expect((await guestDonates(guest(abrazo.user.id, 900, { fullName }))).statusCode).toBe(200);
    const stored: Array<[string, string | null]> = [
      ['Ana\n=2+2', '12345678Z'],
      ['\r\n@SUM(A1)\u2028+1', '\t-1+1'],
      ['Luis\r\n-2+3\u0085\u2029=HYPERLINK("http://x")', null],
    ];
    for (const [i, [donorName, taxId]] of stored.entries())
      await t.app.db
        .update(donations)
        .set({ donorName, taxId })
        .where(eq(donations.donorName, marks[i] as string));

    const res = await as(abrazo, 'GET', `/api/ong/donations/export?year=${new Date().getFullYear()}`);
    expect(res.statusCode).toBe(200);
    const body = res.body.replace(/^\uFEFF/, '');
    // Whatever a spreadsheet takes for a line break (CR, LF, CRLF, U+2028, U+2029, NEL), only rows end lines.
    const lines = body.split(/\r\n|[\r\n\u2028\u2029\u0085]/);
    expect(lines.length).toBe(body.split('\r\n').length);
    expect(lines).toContainEqual(expect.stringMatching(/,Ana =2\+2,12345678Z,9\.00,EUR$/));
    expect(lines).toContainEqual(expect.stringMatching(/,' {2}@SUM\(A1\) \+1,' -1\+1,9\.00,EUR$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/,"Luis {2}-2\+3 {2}=HYPERLINK\(""http:\/\/x""\)",,9\.00,EUR$/),
    );
    // No cell of any line starts (after spaces) with what a spreadsheet would run.
    for (const line of lines)
      for (const cell of cellsOf(line))
        expect(/^\s*[=+\-@]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell), `${line}: ${cell}`).toBe(false);
  });
});

/** The cells of one CSV line (RFC 4180 quoting), unquoted. */
function cellsOf(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) =>
    m[1] !== undefined ? m[1].replaceAll('""', '"') : (m[2] ?? ''),
  );
}

describe.skipIf(!process.env.DATABASE_URL)('many donations at once (PostgreSQL)', () => {
  it('give distinct, consecutive certificate numbers', async () => {
    const ong = await anOng('Fundación Simultánea', true);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        guestDonates(guest(ong.user.id, 100 + i), key(), `10.3.0.${i + 1}`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    const numbers = answers.map((a) => a.json().data.certificateNumber as string).sort();
    const year = new Date().getFullYear();
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(6, '0')}`),
    );
    const counts = await recountMovements(t.app, ong.user.id);
    expect(counts.kept).toEqual(counts.counted);
  });
});

describe('Dona a una ONG en lugar de regalarme', () => {
  it("a list's owner picks a verified ONG; guests see it on the shared list and donate, tied to the list", async () => {
    const list = (
      await as(ana, 'POST', '/api/list/save', { name: 'Mi cumpleaños', visibility: 'public' })
    ).json().data;
    expect(
      (await as(ana, 'PUT', `/api/list/charity/${list.id}`, { ongId: pendiente.user.id })).statusCode,
    ).toBe(404);
    const other = await person('Otro');
    expect(
      (await as(other, 'PUT', `/api/list/charity/${list.id}`, { ongId: abrazo.user.id })).statusCode,
    ).toBe(404);
    const chosen = await as(ana, 'PUT', `/api/list/charity/${list.id}`, { ongId: abrazo.user.id });
    expect(chosen.json().data).toMatchObject({ id: abrazo.user.id, name: 'Fundación Abrazo' });
    const shared = (await as(null, 'GET', `/api/list/shared/${list.id}`)).json().data;
    expect(shared.charity).toMatchObject({ id: abrazo.user.id, name: 'Fundación Abrazo' });

    const res = await guestDonates(guest(abrazo.user.id, 1500, { listId: list.id }));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.db.select().from(donations).where(eq(donations.paymentId, res.json().data.id));
    expect(row?.inLieuListId).toBe(list.id);
    // A list that does not name this ONG cannot be claimed as the reason.
    const other2 = await anOng('Otra ONG', true);
    expect((await guestDonates(guest(other2.user.id, 1500, { listId: list.id }))).statusCode).toBe(404);

    expect((await as(ana, 'PUT', `/api/list/charity/${list.id}`, { ongId: null })).json().data).toBeNull();
    expect((await as(null, 'GET', `/api/list/shared/${list.id}`)).json().data.charity).toBeNull();
  });

  it("an event's organiser picks one too; the event page shows it while the ONG stays verified", async () => {
    const starts = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const event = await as(ana, 'POST', '/api/event/save', {
      name: 'Fiesta',
      startsAt: starts,
      visibility: 'public',
    });
    expect(event.statusCode, event.body).toBe(200);
    const id = event.json().data.id;
    expect((await as(ana, 'PUT', `/api/event/charity/${id}`, { ongId: abrazo.user.id })).statusCode).toBe(
      200,
    );
    expect((await as(null, 'GET', `/api/event/get/${id}`)).json().data.charity?.name).toBe(
      'Fundación Abrazo',
    );
    await t.app.db.update(ongs).set({ status: 'pending' }).where(eq(ongs.userId, abrazo.user.id));
    expect((await as(null, 'GET', `/api/event/get/${id}`)).json().data.charity).toBeNull();
    await verifyOng(t.app.db, abrazo.user.id);
  });
});

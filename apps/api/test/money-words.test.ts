import { randomUUID } from 'node:crypto';
import { formatCalendarDay } from '@detalle/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * One vocabulary for received money: the notification, the receipt and the wallet's movement say the same
 * state ("Disponible el 12 Dic 2026" while it waits for the list's date) and name the giver the same way (by
 * first name, as the list does, and only after the reveal), with their message beside it.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Who;
let ana: Who;
const { as, person, befriend } = testClient(() => t.app, { lastname: 'Palabras' });
const key = () => ({ 'idempotency-key': randomUUID() });
const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  [owner, ana] = await Promise.all([person('Olga'), person('Ana')]);
  await befriend(owner, ana);
  const card = await as(ana, 'POST', '/api/card/save', {
    kind: 'test',
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 1,
    cvc: '123',
    holder: 'Ana Palabras',
    makeDefault: true,
  });
  expect(card.statusCode, card.body).toBe(200);
});
afterAll(() => t.close());

const give = (body: Record<string, unknown>) =>
  as(ana, 'POST', '/api/payment/save', { to: owner.user.id, currency: 'EUR', ...body }, key());

async function ownerNotification(paymentId: string) {
  const notes = (await as(owner, 'GET', '/api/notify/getPagination?lim=50&pos=0')).json().data.list as {
    title: string;
    body: string;
    data: { paymentId?: string };
  }[];
  return notes.find((n) => n.data.paymentId === paymentId);
}

async function ownerMovement(paymentId: string) {
  const moves = (await as(owner, 'GET', '/api/dashboard/transactionsUser?lim=50&pos=0')).json().data.list as {
    paymentId: string | null;
    type: string;
  }[];
  return moves.find((m) => m.paymentId === paymentId && m.type === 'gift_received');
}

const receipt = async (who: Who, paymentId: string) =>
  (await as(who, 'GET', `/api/payment/get/${paymentId}`)).json().data;

describe('money for a list dated ahead', () => {
  it('says when it becomes available, and keeps the giver and message until the reveal', async () => {
    const date = future();
    const list = (
      await as(owner, 'POST', '/api/list/save', { name: 'Boda', visibility: 'friends', date })
    ).json().data;
    const paid = (await give({ listId: list.id, amount: 2500, message: 'Con cariño', showName: true })).json()
      .data;
    expect(paid.status).toBe('succeeded');

    const note = await ownerNotification(paid.id);
    expect(note?.body).toBe(`Estado: Disponible el ${formatCalendarDay(date)}.`);
    expect(note?.body).not.toContain('billetera');
    expect(JSON.stringify(note)).not.toMatch(/Ana|cariño/);

    expect(await ownerMovement(paid.id)).toMatchObject({
      paymentStatus: 'succeeded',
      availableOn: date,
      giverName: null,
      message: '',
    });
    expect(await receipt(owner, paid.id)).toMatchObject({ giverName: null, message: '', availableOn: date });
    // The giver reads the same day from their side.
    expect(await receipt(ana, paid.id)).toMatchObject({ availableOn: date, giverName: null });

    // "Ya lo he abierto todo": the giver by first name, as the list names them, with their message.
    expect((await as(owner, 'PUT', `/api/list/opened/${list.id}`)).statusCode).toBe(200);
    expect(await ownerMovement(paid.id)).toMatchObject({ giverName: 'Ana', message: 'Con cariño' });
    const after = await receipt(owner, paid.id);
    expect(after).toMatchObject({ giverName: 'Ana', message: 'Con cariño' });
    expect(JSON.stringify(after)).not.toContain('"giverName":"Ana Palabras"');
  });
});

describe('money sent to a friend', () => {
  it('is available at once: the notice names the giver by first name and quotes the message', async () => {
    const paid = (await give({ amount: 1000, message: 'Para un café', showName: true })).json().data;
    const note = await ownerNotification(paid.id);
    expect(note?.title).toMatch(/^Ana te ha enviado 10,00\s€$/);
    expect(note?.body).toBe('«Para un café» · Estado: Disponible.');
    expect(await ownerMovement(paid.id)).toMatchObject({ giverName: 'Ana', availableOn: null });
  });

  it('from someone who hid their name: "Alguien", no message', async () => {
    const paid = (await give({ amount: 1000, message: 'Firmado: Ana', showName: false })).json().data;
    const note = await ownerNotification(paid.id);
    expect(note?.title).toMatch(/^Alguien te ha enviado 10,00\s€$/);
    expect(note?.body).toBe('Estado: Disponible.');
    expect(await ownerMovement(paid.id)).toMatchObject({ giverName: null, message: '' });
  });
});

describe('a guest’s money', () => {
  it('is e-mailed in the receipt’s words, and named as the guest typed it once revealed', async () => {
    const date = future();
    const list = (
      await as(owner, 'POST', '/api/list/save', { name: 'Mudanza', visibility: 'public', date })
    ).json().data;
    const gift = (
      await as(owner, 'POST', '/api/list/gift/save', {
        listId: list.id,
        product: { name: 'Sofá cama', price: { amount: 20_000, currency: 'EUR' } },
      })
    ).json().data;
    const email = `gala.${randomUUID().slice(0, 8)}@ejemplo.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/guest',
      headers: key(),
      remoteAddress: '10.9.0.1',
      payload: {
        giftId: gift.id,
        amount: 4500,
        currency: 'EUR',
        name: 'Gala',
        email,
        message: '¡Que lo disfrutes!',
        showName: true,
        card: {
          kind: 'test',
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2099,
          cvc: '123',
          holder: 'Gala',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json().data;
    expect(paid).toMatchObject({ status: 'succeeded', availableOn: date });

    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail?.text).toContain(`Estado: Retenido hasta el ${formatCalendarDay(date)}.`);
    expect((await ownerNotification(paid.id))?.body).toBe(
      `Estado: Disponible el ${formatCalendarDay(date)}.`,
    );
    expect(await receipt(owner, paid.id)).toMatchObject({ giverName: null, message: '' });

    // After the reveal: "De: Gala", as the list says "Aportado por Gala", with her message.
    expect((await as(owner, 'PUT', `/api/list/opened/${list.id}`)).statusCode).toBe(200);
    expect(await receipt(owner, paid.id)).toMatchObject({ giverName: 'Gala', message: '¡Que lo disfrutes!' });
    expect(await ownerMovement(paid.id)).toMatchObject({ giverName: 'Gala', message: '¡Que lo disfrutes!' });
  });
});

import type { ReceivedGift, ThankYou } from '@detalle/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';

function line(overrides: Partial<ReceivedGift> & { id: string }): ReceivedGift {
  return {
    kind: 'gift',
    title: 'Tostadora',
    image: null,
    list: { id: 'l1', name: 'Boda' },
    amount: null,
    currency: null,
    date: '2026-11-20T10:00:00.000Z',
    giver: null,
    hidden: null,
    revealsOn: null,
    thanked: null,
    canThank: false,
    ...overrides,
  };
}

const bea = { id: 'u-bea', name: 'Bea', lastname: 'Ruiz', image: null };
const fromBea = line({ id: 'gift:g1', giver: { kind: 'person', person: bea }, canThank: true });
const fromLuis = line({
  id: 'payment:p1',
  kind: 'contribution',
  title: 'Sofá',
  amount: 4500,
  currency: 'EUR',
  giver: { kind: 'person', person: { id: 'u-luis', name: 'Luis', lastname: 'Gil', image: null } },
  canThank: true,
});
const secret = line({
  id: 'payment:p2',
  kind: 'contribution',
  title: 'Cafetera',
  amount: 3000,
  currency: 'EUR',
  hidden: 'secret',
  revealsOn: '2026-12-24',
});
const anonymous = line({
  id: 'payment:p3',
  kind: 'cash',
  title: 'Boda',
  amount: 2000,
  currency: 'EUR',
  hidden: 'anonymous',
  canThank: true,
});
const thanked = line({
  id: 'gift:g2',
  title: 'Reloj',
  giver: { kind: 'person', person: bea },
  thanked: { id: 't0', at: '2026-11-21T10:00:00.000Z' },
});

const page = (list: ReceivedGift[]) => ({ data: { list, total: list.length } });

const note: ThankYou = {
  id: 't1',
  from: { id: 'u-olga', name: 'Olga', lastname: 'García', image: null },
  greeting: '¡Hola, Ana!',
  message: 'Nos ha encantado la tostadora.',
  sticker: 'globos',
  image: null,
  gifts: ['Tostadora'],
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('Regalos recibidos (signed-in owner)', () => {
  beforeEach(() => saveSession({ token: 'tok', user: ana }));

  it('shows what arrived, from whom once revealed, never who before, and what is thanked', async () => {
    mockApi({ 'GET /api/gift/received': page([fromBea, fromLuis, secret, anonymous, thanked]) });
    renderRoute('/agradecimiento');
    const list = await screen.findByRole('list', { name: 'Regalos recibidos' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    const [first, second, third, fourth, fifth] = within(list).getAllByRole('listitem') as HTMLElement[];
    // By first name, as the list names its givers.
    expect(within(first as HTMLElement).getByText('De Bea')).toBeVisible();
    expect(within(second as HTMLElement).getByText(/Aportado 45,00\s€/)).toBeVisible();
    expect(within(third as HTMLElement).getByText('Sorpresa: sabrás quién fue el 24 Dic 2026')).toBeVisible();
    expect(within(third as HTMLElement).queryByRole('button', { name: 'Dar las gracias' })).toBeNull();
    expect(within(fourth as HTMLElement).getByText('Ha preferido no decir quién es')).toBeVisible();
    expect(within(fifth as HTMLElement).getByText('Agradecido')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agradecer a todos (3)' })).toBeVisible();
  });

  it('"Sin agradecer" asks only for what is not thanked yet', async () => {
    const api = mockApi({ 'GET /api/gift/received': page([fromBea]) });
    renderRoute('/agradecimiento');
    await screen.findByText('De Bea');
    await userEvent.click(screen.getByRole('radio', { name: 'Sin agradecer' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/gift/received' && c.method === 'GET')).toBe(true),
    );
    await waitFor(() =>
      expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('unthanked=true'))).toBe(true),
    );
  });

  it('opens on "Sin agradecer" from the thanks-owed reminder’s link, and the address follows the filter', async () => {
    const api = mockApi({ 'GET /api/gift/received': page([fromBea]) });
    const { router } = renderRoute('/agradecimiento?filtro=sin-agradecer');
    await screen.findByText('De Bea');
    expect(screen.getByRole('radio', { name: 'Sin agradecer' })).toBeChecked();
    expect(
      api.fetchMock.mock.calls.every(
        ([url]) => !String(url).includes('/gift/received') || String(url).includes('unthanked=true'),
      ),
    ).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Todos' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('thanks the chosen ones with a message and a sticker', async () => {
    const api = mockApi({
      'GET /api/gift/received': page([fromBea, fromLuis, anonymous]),
      'POST /api/thanks/save': { data: { sent: 2 } },
    });
    renderRoute('/agradecimiento');
    await screen.findByText('De Bea');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tostadora' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sofá' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agradecer a todos (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agradecer a todos' });
    // Sending without a message says what is missing and sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Escribe unas palabras de agradecimiento.')).toBeVisible();
    expect(api.callsTo('POST /api/thanks/save')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tu mensaje' }), '¡Gracias a los dos!');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pegatina de un ramo de flores' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(api.callsTo('POST /api/thanks/save')).toHaveLength(1));
    expect(api.callsTo('POST /api/thanks/save')[0]?.body).toEqual({
      items: ['gift:g1', 'payment:p1'],
      message: '¡Gracias a los dos!',
      sticker: 'flores',
      image: null,
    });
    expect(await screen.findByText('¡2 agradecimientos enviados!')).toBeVisible();
    // A form typed key by key: slow on a busy machine, like the other long flows' tests.
  }, 20_000);

  it('says why a note was refused, in the form', async () => {
    mockApi({
      'GET /api/gift/received': page([fromBea]),
      'POST /api/thanks/save': () => apiError('ALREADY_THANKED', 'Ya has dado las gracias por esto.', 409),
    });
    renderRoute('/agradecimiento');
    await userEvent.click(await screen.findByRole('button', { name: 'Dar las gracias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dar las gracias' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tu mensaje' }), 'Gracias');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Ya has dado las gracias por esto.')).toBeVisible();
  }, 20_000);
});

describe('reading a thank-you', () => {
  it('a notification opens it on the page, once, naming the sender by first name', async () => {
    saveSession({ token: 'tok', user: ana });
    mockApi({ 'GET /api/thanks/get/t1': { data: note } });
    renderRoute('/agradecimiento?id=t1');
    const byline = await screen.findByText(/te ha enviado un mensaje de agradecimiento/);
    expect(byline).toHaveTextContent(/^Olga te ha enviado un mensaje de agradecimiento$/);
    expect(screen.getByRole('img', { name: 'Pegatina de tres globos' })).toBeVisible();
    expect(screen.getByText(/Nos ha encantado la tostadora/)).toHaveTextContent('¡Hola, Ana!');
    // The note shows once: no modal over the same card.
    expect(screen.getAllByText(/Nos ha encantado la tostadora/)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a note from a couple’s list is from, and signed by, both', async () => {
    saveSession({ token: 'tok', user: ana });
    mockApi({
      'GET /api/thanks/get/t1': {
        data: {
          ...note,
          from: { ...note.from, name: 'Lucía y Marcos', lastname: '' },
          signedBy: ['Lucía', 'Marcos'],
        },
      },
    });
    renderRoute('/agradecimiento?id=t1');
    const byline = await screen.findByText(/te han enviado un mensaje de agradecimiento/);
    expect(byline).toHaveTextContent(/^Lucía y Marcos te han enviado un mensaje de agradecimiento$/);
    expect(screen.getByText('Lucía y Marcos', { selector: 'p' })).toBeVisible();
  });

  it('a guest’s link reads it by its token, without an account', async () => {
    clearSession();
    const api = mockApi({ 'POST /api/thanks/read': { data: { ...note, greeting: '¡Hola!' } } });
    renderRoute('/agradecimiento?token=abcdefghijklmnopqrstuvwxyz0123456789');
    expect(await screen.findByText(/Nos ha encantado la tostadora/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/thanks/read')[0]?.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz0123456789',
    });
  });

  it('a link that is not valid says so', async () => {
    clearSession();
    mockApi({
      'POST /api/thanks/read': () =>
        apiError('INVALID_LINK', 'Este enlace de agradecimiento no es válido.', 400),
    });
    renderRoute('/agradecimiento?token=abcdefghijklmnopqrstuvwxyz0123456789');
    expect(await screen.findByText('Este enlace de agradecimiento no es válido.')).toBeVisible();
  });

  it('signed out without a link: what the page is for, and sign-in', async () => {
    clearSession();
    mockApi({});
    renderRoute('/agradecimiento');
    await screen.findByText('Inicia sesión para ver qué te han regalado y dar las gracias.');
    const links = screen.getAllByRole('link', { name: 'Iniciar sesión' });
    expect(links.map((a) => a.getAttribute('href'))).toContain('/login?next=%2Fagradecimiento');
  });
});

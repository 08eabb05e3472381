import { type Gift, IDEMPOTENCY_HEADER } from '@detalle/contract';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payment, testConfig, visa } from '@/features/wallet/testing/fixtures';
import { saveSession } from '@/lib/session';
import { ana, product } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, render, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { gift, LIST_ID, listDetail, listOwner } from '../testing/gift-fixtures';
import { ListDetail } from './ListDetail';

const get = `GET /api/list/get/${LIST_ID}`;
const firstLoad = { timeout: 5000 };
const beto = { ...ana, id: 'u-beto', name: 'Beto', lastname: 'López', token: 'token-de-beto' };

afterEach(() => {
  vi.unstubAllGlobals();
});

function DetailRoute() {
  const { id = '' } = useParams();
  return <ListDetail id={id} />;
}

function renderList() {
  const router = createMemoryRouter([{ path: '/home/:id/lista', Component: DetailRoute }], {
    initialEntries: [`/home/${LIST_ID}/lista`],
  });
  return render(<RouterProvider router={router} />);
}

const funding = (raised: number, givers: number) => ({
  goal: 12000,
  raised,
  onTheWay: 0,
  held: 0,
  currency: 'EUR',
  givers,
  closed: false,
});
const lamp = (raised: number, givers: number, extra: Partial<Gift> = {}) =>
  gift({
    id: 'g-lampara',
    name: 'Lámpara de pie',
    product: product({ id: 'p-lampara', name: 'Lámpara de pie', price: { amount: 12000, currency: 'EUR' } }),
    funding: funding(raised, givers),
    ...extra,
  });
const card = () => screen.findByRole('article', { name: 'Lámpara de pie' }, firstLoad);

/** The server's list: `raised` grows as the mocked payments go through. */
function listServer(initial: Gift, isMine = false) {
  let current = initial;
  return {
    get: () => jsonResponse({ data: listDetail({ isMine, gifts: [current] }) }),
    set: (next: Gift) => {
      current = next;
    },
  };
}

describe('ListDetail, a group gift', () => {
  it('shows the owner the progress and how many gave, never who, and no way to give', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({ [get]: { data: listDetail({ gifts: [lamp(7500, 3)] }) } });
    renderList();
    const lampCard = await card();
    expect(within(lampCard).getByText('Faltan 45,00 € de 120,00 €')).toBeInTheDocument();
    expect(within(lampCard).getByText('Han aportado 3 personas')).toBeInTheDocument();
    expect(
      within(lampCard).getByRole('progressbar', { name: 'Lo conseguido para Lámpara de pie' }),
    ).toHaveAttribute('aria-valuenow', '62');
    expect(lampCard).not.toHaveTextContent(/Beto|Carla/);
    expect(within(lampCard).queryByRole('button', { name: /Aporto dinero|Lo regalo yo/ })).toBeNull();
  }, 20_000);

  it('after the reveal, tells the owner who gave, counting the anonymous without naming them', async () => {
    saveSession({ token: ana.token, user: ana });
    const revealed = lamp(7500, 3);
    revealed.funding = { ...funding(7500, 3), names: ['Beto', 'Irene'] };
    mockApi({ [get]: { data: listDetail({ gifts: [revealed] }) } });
    renderList();
    const lampCard = await card();
    expect(within(lampCard).getByText('Aportado por Beto, Irene y 1 persona más')).toBeInTheDocument();
  }, 20_000);

  it('shows a friend the same progress, "¡Conseguido!" once reached, and no "Lo regalo yo" once someone gave', async () => {
    saveSession({ token: beto.token, user: beto });
    const done = gift({ id: 'g-done', name: 'Cafetera', funding: { ...funding(2499, 1), goal: 2499 } });
    const fresh = gift({ id: 'g-fresh', name: 'Taza', funding: { ...funding(0, 0), goal: 2499 } });
    mockApi({
      [get]: { data: listDetail({ isMine: false, gifts: [lamp(7500, 3), done, fresh] }) },
      'GET /api/wallet/config': { data: testConfig },
    });
    renderList();
    const lampCard = await card();
    expect(within(lampCard).getByText('Faltan 45,00 € de 120,00 €')).toBeInTheDocument();
    expect(within(lampCard).getByText('Han aportado 3 personas')).toBeInTheDocument();
    expect(within(lampCard).queryByRole('button', { name: 'Lo regalo yo' })).toBeNull();
    expect(within(lampCard).getByText('Ya tiene aportaciones: aporta tú también.')).toBeInTheDocument();
    expect(
      within(lampCard).getByRole('button', { name: 'Aporto dinero para Lámpara de pie' }),
    ).toBeInTheDocument();

    const coffee = screen.getByRole('article', { name: 'Cafetera' });
    expect(within(coffee).getByText('¡Conseguido!')).toBeInTheDocument();
    expect(within(coffee).getByText('Ha aportado 1 persona')).toBeInTheDocument();
    expect(within(coffee).queryByRole('button')).toBeNull();

    // Nobody gave yet: both ways, side by side.
    const cup = screen.getByRole('article', { name: 'Taza' });
    expect(within(cup).getByText('Faltan 24,99 € de 24,99 €')).toBeInTheDocument();
    expect(within(cup).getByText('Nadie ha aportado todavía')).toBeInTheDocument();
    expect(within(cup).getByRole('button', { name: 'Lo regalo yo' })).toBeInTheDocument();
    expect(within(cup).getByRole('button', { name: 'Aporto dinero para Taza' })).toBeInTheDocument();
  }, 20_000);

  it('chips in: the amount starts at a share of what is missing and never goes above it, through the confirmation step', async () => {
    saveSession({ token: beto.token, user: beto });
    const server = listServer(lamp(7500, 3));
    const paid = payment({ amount: 2000, recipient: listOwner, message: '' });
    const api = mockApi({
      [get]: server.get,
      'GET /api/wallet/config': { data: testConfig },
      'GET /api/card/getAll': { data: [visa] },
      'POST /api/payment/save': () => {
        server.set(lamp(9500, 4));
        return jsonResponse({
          data: { ...paid, status: 'requires_action', nextAction: { type: 'test_confirm' } },
        });
      },
      'POST /api/payment/confirm/pay-1': { data: paid },
    });
    renderList();
    await userEvent.click(
      within(await card()).getByRole('button', { name: 'Aporto dinero para Lámpara de pie' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Lámpara de pie»' });
    expect(await within(dialog).findByText('Modo de prueba: no se mueve dinero real.')).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: '¿Cuánto aportas?' });
    // 45 € missing: a friendly share of it for about four people, with quick choices up to all of it.
    expect(amount).toHaveValue('10,00');
    expect(
      within(dialog).getByText(
        'Te proponemos 10,00 €: lo que falta, repartido entre 4 personas. Pon lo que quieras.',
      ),
    ).toBeInTheDocument();
    const choices = within(dialog).getByRole('group', { name: 'Cantidades sugeridas' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((r) => r.closest('div')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['10,00 €', '25,00 €', 'Todo lo que falta (45,00 €)']);
    await userEvent.click(within(choices).getByRole('radio', { name: /^Todo lo que falta \(45,00\s€\)$/ }));
    expect(amount).toHaveValue('45,00');
    // The default card is chosen.
    expect(await within(dialog).findByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();

    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    expect(within(dialog).getByText('Solo faltan 45,00 €: no puedes aportar más.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aportar' }));
    expect(api.callsTo('POST /api/payment/save')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Mensaje (opcional)' }),
      '¡A disfrutarla!',
    );
    // A list with neither date nor event: the name and the message wait until Ana opens everything.
    const showName = within(dialog).getByRole('switch', { name: /^Mostrar mi nombre/ });
    expect(showName).toHaveAccessibleDescription(
      'Ana no sabrá quién ha aportado ni leerá tu mensaje hasta que abra todos sus regalos.',
    );
    await userEvent.click(showName);
    expect(showName).toHaveAccessibleDescription(
      'Ana verá que alguien ha aportado, pero no sabrá quién ni leerá tu mensaje.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /^Aportar 20,00\s€$/ }));

    expect(await screen.findByText('Confirma el pago')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Autorizar pago' }));
    expect(
      await screen.findByRole('heading', { name: /¡Gracias! Has aportado 20,00\s€/ }),
    ).toBeInTheDocument();

    const sent = api.callsTo('POST /api/payment/save')[0];
    expect(sent?.body).toEqual({
      to: listOwner.id,
      listId: LIST_ID,
      giftId: 'g-lampara',
      amount: 2000,
      currency: 'EUR',
      message: '¡A disfrutarla!',
      showName: false,
      method: 'card',
      coverFee: false,
      methodId: visa.id,
    });
    expect(sent?.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(api.callsTo('POST /api/payment/confirm/pay-1')[0]?.body).toEqual({ approve: true });

    // The list is read again: the new progress shows behind the thanks.
    await waitFor(() => expect(api.callsTo(get).length).toBeGreaterThan(1));
    await userEvent.click(screen.getByRole('button', { name: 'Volver a la lista' }));
    expect(await screen.findByText('Faltan 25,00 € de 120,00 €')).toBeInTheDocument();
    expect(screen.getByText('Han aportado 4 personas')).toBeInTheDocument();
  }, 30_000);

  it('once Ana has opened her gifts, the form promises no secret: name and message show at once, or never', async () => {
    saveSession({ token: beto.token, user: beto });
    const opened = { revealed: true, revealsOn: '2027-01-12', openedAt: '2026-12-20' };
    mockApi({
      [get]: {
        data: listDetail({ isMine: false, gifts: [lamp(7500, 3)], date: '2027-01-12', reveal: opened }),
      },
      'GET /api/wallet/config': { data: testConfig },
      'GET /api/card/getAll': { data: [visa] },
    });
    renderList();
    await userEvent.click(
      within(await card()).getByRole('button', { name: 'Aporto dinero para Lámpara de pie' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Lámpara de pie»' });
    const showName = await within(dialog).findByRole('switch', { name: /^Mostrar mi nombre/ });
    expect(showName).toHaveAccessibleDescription(
      'Ana ya ha abierto sus regalos: verá tu nombre y tu mensaje en cuanto aportes.',
    );
    expect(dialog).not.toHaveTextContent(/no sabrá|hasta (el|que)|cuando se revele/);
    await userEvent.click(showName);
    expect(showName).toHaveAccessibleDescription(
      'Ana verá que alguien ha aportado, pero no sabrá quién ni leerá tu mensaje.',
    );
  }, 30_000);

  it('says how much is missing when others gave meanwhile (GOAL_EXCEEDED), and shows the new "Faltan"', async () => {
    saveSession({ token: beto.token, user: beto });
    const server = listServer(lamp(7500, 3));
    const api = mockApi({
      [get]: server.get,
      'GET /api/wallet/config': { data: testConfig },
      'GET /api/card/getAll': { data: [visa] },
      'POST /api/payment/save': () => {
        server.set(lamp(11000, 5));
        return apiError('GOAL_EXCEEDED', 'Solo faltan 10,00 € para este regalo.', 409, [
          { path: 'amount', message: 'Como mucho 10,00 €.' },
        ]);
      },
    });
    renderList();
    await userEvent.click(
      within(await card()).getByRole('button', { name: 'Aporto dinero para Lámpara de pie' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Lámpara de pie»' });
    await within(dialog).findByRole('radio', { name: 'Visa •••• 4242' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Aportar 10,00\s€$/ }));

    expect(await within(dialog).findByText('Solo faltan 10,00 € para este regalo.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/payment/save')).toHaveLength(1);
    // The list behind (and the form's own summary) now says what is really missing.
    expect(await within(dialog).findByText(/Faltan 10,00\s€ de 120,00\s€/)).toBeInTheDocument();
    expect(await screen.findByText('Faltan 10,00 € de 120,00 €')).toBeInTheDocument();
  }, 30_000);

  it('without a card: offers adding one right in the form (the person keeps their place); "Aportar" waits for it', async () => {
    saveSession({ token: beto.token, user: beto });
    mockApi({
      [get]: { data: listDetail({ isMine: false, gifts: [lamp(7500, 3)] }) },
      'GET /api/wallet/config': { data: testConfig },
      'GET /api/card/getAll': { data: [] },
    });
    renderList();
    await userEvent.click(
      within(await card()).getByRole('button', { name: 'Aporto dinero para Lámpara de pie' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Lámpara de pie»' });
    expect(await within(dialog).findByRole('button', { name: /Guardar tarjeta/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Aportar 10,00\s€$/ })).toBeDisabled();
  }, 20_000);
});

import type { Gift } from '@detalle/contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ListDetail, useList } from '@/features/lists/api/get-list';
import { loginHref } from '@/lib/paths';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, render, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { gift, LIST_ID, listDetail } from '../testing/gift-fixtures';
import { ListGifts } from './ListGifts';

const beto = { ...ana, id: 'u-beto', name: 'Beto', lastname: 'López', token: 'token-de-beto' };
const path = `/lista/${LIST_ID}`;
const get = `GET /api/list/get/${LIST_ID}`;

/** As the list's page does: the list comes from its query, so changes to the cache show at once. */
function ListHarness({ withChipIn }: { withChipIn: boolean }) {
  const list = useList(LIST_ID);
  return list.data ? <ListGifts list={list.data} chipIn={withChipIn ? () => null : undefined} /> : null;
}

/** The list's gifts; `withChipIn`: the page has a chip-in form (as the list page has). */
function renderList({ withChipIn = false } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ListHarness withChipIn={withChipIn} />
    </MemoryRouter>,
  );
}

/**
 * The server's copy of the list: every answer of a gift call also changes it,
 * so the refetch that follows each change sees what the real API would.
 */
function listServer(initial: ListDetail) {
  let list = initial;
  const answer = (gift: Gift) => {
    list = { ...list, gifts: list.gifts.map((g) => (g.id === gift.id ? gift : g)) };
    return jsonResponse({ data: gift });
  };
  return {
    get: () => jsonResponse({ data: list }),
    answer,
    add: (gift: Gift) => {
      list = { ...list, gifts: [...list.gifts, gift] };
      return jsonResponse({ data: gift });
    },
    remove: (id: string) => {
      list = { ...list, gifts: list.gifts.filter((g) => g.id !== id) };
      return jsonResponse({ data: { message: 'Regalo quitado.' } });
    },
  };
}

const card = (name: string) => screen.getByRole('article', { name });
const findCard = (name: string) => screen.findByRole('article', { name });
const cardNames = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
const heading = (name: string) => screen.getByRole('heading', { name });

const taza = gift({ id: 'g-taza', name: 'Taza de cerámica', note: 'La azul, por favor', quantity: 2 });
const tazaAtShop = {
  ...taza,
  product: { ...taza.product, url: 'https://tienda.example.com/taza?color=azul' },
};
const libro = gift({ id: 'g-libro', name: 'Libro de cocina', priority: 'alta' });
const bici = gift({ id: 'g-bici', name: 'Bicicleta', status: 'reserved', priority: 'alta' });
const bufanda = gift({ id: 'g-bufanda', name: 'Bufanda', priority: 'baja', status: 'given' });

describe('ListGifts, the owner', () => {
  it('sees every gift, available first by priority, and "Reservado" without who', async () => {
    saveSession({ token: ana.token, user: ana });
    const withLink = {
      ...taza,
      product: { ...taza.product, url: 'https://tienda.example.com/taza', shop: 'Tienda Sol' },
    };
    const badLink = { ...libro, product: { ...libro.product, url: 'javascript:alert(1)' } };
    mockApi({ [get]: { data: listDetail({ gifts: [bufanda, bici, withLink, badLink] }) } });
    renderList();

    expect(await findCard('Libro de cocina')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Libro de cocina', 'Taza de cerámica', 'Bicicleta', 'Bufanda']);
    expect(screen.getByText('Sin reservar: 2 de 4')).toBeInTheDocument();

    const cup = card('Taza de cerámica');
    expect(within(cup).getByText('24,99 €')).toBeInTheDocument();
    expect(within(cup).getByText('En Tienda Sol')).toBeInTheDocument();
    expect(within(cup).getByText('Cantidad: 2')).toBeInTheDocument();
    expect(within(cup).getByText('Prioridad media')).toBeInTheDocument();
    expect(within(cup).getByText('Nota: La azul, por favor')).toBeInTheDocument();
    expect(within(cup).getByText('Disponible')).toBeInTheDocument();
    const shop = within(cup).getByRole('link', { name: /Ver en la tienda/ });
    expect(shop).toHaveAttribute('href', 'https://tienda.example.com/taza');
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    // Only web addresses become a link: a `javascript:` one would run on a click.
    expect(within(card('Libro de cocina')).queryByRole('link')).not.toBeInTheDocument();

    const bike = card('Bicicleta');
    expect(within(bike).getByText('Reservado')).toBeInTheDocument();
    expect(within(bike).getByText('Prioridad alta')).toBeInTheDocument();
    expect(bike).not.toHaveTextContent(/por otra persona|Beto|Lo regalas tú/);
    expect(within(card('Bufanda')).getByText('Entregado')).toBeInTheDocument();
    // Nobody reserves from their own list.
    expect(screen.queryByRole('button', { name: 'Lo regalo yo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir regalo' })).toBeInTheDocument();
  }, 20_000);

  it('after the reveal sees who reserved or gave each gift, except a giver who stayed anonymous', async () => {
    saveSession({ token: ana.token, user: ana });
    const anonymous = gift({ id: 'g-reloj', name: 'Reloj', status: 'reserved' });
    mockApi({
      [get]: {
        data: listDetail({
          gifts: [
            { ...bici, reservedByName: 'Beto' },
            { ...bufanda, reservedByName: 'Irene' },
            { ...anonymous, reservedByName: null },
          ],
        }),
      },
    });
    renderList();

    expect(within(await findCard('Bicicleta')).getByText('Reservado por Beto')).toBeInTheDocument();
    expect(within(card('Bufanda')).getByText('Entregado por Irene')).toBeInTheDocument();
    expect(within(card('Reloj')).getByText('Reservado')).toBeInTheDocument();
  });

  it('frees a reservation that never became a gift, after confirming, still without learning who', async () => {
    saveSession({ token: ana.token, user: ana });
    const server = listServer(listDetail({ gifts: [bici, taza] }));
    const api = mockApi({
      [get]: server.get,
      'DELETE /api/gift/reserve/g-bici': () => server.answer({ ...bici, status: 'available' }),
    });
    renderList();
    const bike = await findCard('Bicicleta');
    // Only a reserved gift can be freed.
    expect(within(card('Taza de cerámica')).queryByRole('button', { name: /Dejar libre/ })).toBeNull();
    await userEvent.click(within(bike).getByRole('button', { name: 'Dejar libre Bicicleta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Dejar libre este regalo?' });
    expect(dialog).toHaveTextContent('No sabrás quién lo tenía');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dejarlo libre' }));
    expect(await screen.findByText('El regalo vuelve a estar disponible.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/gift/reserve/g-bici')).toHaveLength(1);
    await waitFor(() => expect(within(card('Bicicleta')).getByText('Disponible')).toBeInTheDocument());
  }, 20_000);

  it('edits quantity, priority and note, and makes it a group gift', async () => {
    saveSession({ token: ana.token, user: ana });
    const server = listServer(listDetail({ gifts: [taza] }));
    const api = mockApi({
      [get]: server.get,
      'PUT /api/gift/update/g-taza': (call: { body: unknown }) =>
        server.answer({ ...taza, ...(call.body as Partial<Gift>) }),
    });
    renderList();
    await userEvent.click(
      within(await findCard('Taza de cerámica')).getByRole('button', { name: 'Editar Taza de cerámica' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar regalo' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Cantidad' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Alta' }));
    const note = within(dialog).getByRole('textbox', { name: 'Nota' });
    await userEvent.clear(note);
    await userEvent.type(note, 'Mejor la verde');
    // Not a group gift yet: the switch says what turning it on means.
    const group = within(dialog).getByRole('switch', { name: /^Regalo en grupo/ });
    expect(group).not.toBeChecked();
    expect(group).toHaveAccessibleDescription('Varias personas pueden aportar dinero hasta completarlo.');
    await userEvent.click(group);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Regalo actualizado')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/gift/update/g-taza')[0]?.body).toEqual({
      quantity: 3,
      priority: 'alta',
      note: 'Mejor la verde',
      group: true,
    });
    const cup = card('Taza de cerámica');
    expect(within(cup).getByText('Cantidad: 3')).toBeInTheDocument();
    expect(within(cup).getByText('Nota: Mejor la verde')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Editar regalo' })).not.toBeInTheDocument();
  }, 20_000);

  it('removes a gift after confirming', async () => {
    saveSession({ token: ana.token, user: ana });
    const server = listServer(listDetail({ gifts: [taza, libro] }));
    const api = mockApi({
      [get]: server.get,
      [`DELETE /api/list/gift/delete/${LIST_ID}/g-taza`]: () => server.remove('g-taza'),
    });
    renderList();
    await userEvent.click(
      within(await findCard('Taza de cerámica')).getByRole('button', {
        name: 'Quitar Taza de cerámica de la lista',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar este regalo?' });
    expect(dialog).toHaveTextContent('Quitaremos «Taza de cerámica» de tu lista.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));

    expect(await screen.findByText('Regalo quitado de la lista')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Taza de cerámica' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo(`DELETE /api/list/gift/delete/${LIST_ID}/g-taza`)).toHaveLength(1);
    expect(card('Libro de cocina')).toBeInTheDocument();
    // The pressed button went with its card: the focus goes to the neighbour.
    await waitFor(() => expect(heading('Libro de cocina')).toHaveFocus());
  }, 20_000);

  it('removing the last gift puts the focus on "Regalos"', async () => {
    saveSession({ token: ana.token, user: ana });
    const server = listServer(listDetail({ gifts: [taza] }));
    mockApi({
      [get]: server.get,
      [`DELETE /api/list/gift/delete/${LIST_ID}/g-taza`]: () => server.remove('g-taza'),
    });
    renderList();
    await userEvent.click(
      within(await findCard('Taza de cerámica')).getByRole('button', {
        name: 'Quitar Taza de cerámica de la lista',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar este regalo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));

    expect(await screen.findByRole('heading', { name: 'Tu lista aún no tiene regalos' })).toBeInTheDocument();
    await waitFor(() => expect(heading('Regalos')).toHaveFocus());
  }, 20_000);

  it('an empty list invites to add the first gift', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({
      [get]: { data: listDetail({ gifts: [] }) },
      'GET /api/product/getPagination': { data: { list: [], total: 0 } },
    });
    renderList();
    expect(await screen.findByRole('heading', { name: 'Tu lista aún no tiene regalos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Añadir regalo' }));
    expect(await screen.findByRole('dialog', { name: 'Añadir un regalo' })).toBeInTheDocument();
  }, 20_000);

  it('after adding the first gift, closing the modal focuses the new gift', async () => {
    saveSession({ token: ana.token, user: ana });
    const server = listServer(listDetail({ gifts: [] }));
    mockApi({
      [get]: server.get,
      'GET /api/product/getPagination': { data: { list: [taza.product], total: 1 } },
      'POST /api/list/gift/save': () => server.add(taza),
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir regalo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir un regalo' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Añadir Taza de cerámica' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir a la lista' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Listo' }));

    expect(screen.queryByRole('dialog', { name: 'Añadir un regalo' })).not.toBeInTheDocument();
    // The empty list's "Añadir regalo" the modal would go back to is gone: the new gift takes the focus.
    await waitFor(() => expect(heading('Taza de cerámica')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Añadir regalo' })).toBeInTheDocument();
  }, 20_000);
});

describe('ListGifts, a signed-in visitor', () => {
  const visitorList = (gifts: Gift[]) => listDetail({ isMine: false, gifts });

  it('reserves an available gift, then marks it given after confirming; the focus follows the gift', async () => {
    saveSession({ token: beto.token, user: beto });
    const calcetines = gift({ id: 'g-calcetines', name: 'Calcetines', priority: 'baja' });
    const server = listServer(visitorList([tazaAtShop, calcetines]));
    const api = mockApi({
      [get]: server.get,
      'PUT /api/gift/reserve/g-taza': () =>
        server.answer({ ...tazaAtShop, status: 'reserved', reservedByMe: true }),
      'PUT /api/gift/given/g-taza': () =>
        server.answer({ ...tazaAtShop, status: 'given', reservedByMe: true }),
    });
    renderList();
    expect(
      await screen.findByText(
        'Pulsa «Lo regalo yo» en lo que vayas a regalar. Ana no sabrá que se lo regalas tú hasta que abra todos sus regalos.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(card('Taza de cerámica')).getByRole('button', { name: 'Lo regalo yo' }));

    expect(await within(card('Taza de cerámica')).findByText('Lo regalas tú')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/gift/reserve/g-taza')).toHaveLength(1);
    expect(screen.getByText('¡Apuntado! Este regalo queda reservado para ti.')).toBeInTheDocument();
    // Now theirs to buy: the shop's page, in a new tab (the fixture product's link).
    const shop = within(card('Taza de cerámica')).getByRole('link', { name: /^Comprar en la tienda/ });
    expect(shop).toHaveAttribute('href', 'https://tienda.example.com/taza?color=azul');
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    // Reserved goes after what is still free, and the pressed button is gone: its heading has the focus.
    expect(cardNames()).toEqual(['Calcetines', 'Taza de cerámica']);
    await waitFor(() => expect(heading('Taza de cerámica')).toHaveFocus());

    // There is no undo: "Cancelar" leaves it reserved.
    await userEvent.click(
      within(card('Taza de cerámica')).getByRole('button', { name: 'Ya lo he entregado' }),
    );
    const ask = await screen.findByRole('dialog', { name: '¿Ya lo has entregado?' });
    expect(ask).toHaveTextContent('Le diremos a Ana que ya tiene su regalo. No se puede deshacer.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '¿Ya lo has entregado?' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('PUT /api/gift/given/g-taza')).toHaveLength(0);

    await userEvent.click(
      within(card('Taza de cerámica')).getByRole('button', { name: 'Ya lo he entregado' }),
    );
    const confirm = await screen.findByRole('dialog', { name: '¿Ya lo has entregado?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí, ya lo he entregado' }));
    expect(await within(card('Taza de cerámica')).findByText('Lo has entregado tú')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/gift/given/g-taza')).toHaveLength(1);
    expect(within(card('Taza de cerámica')).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(heading('Taza de cerámica')).toHaveFocus());
  }, 20_000);

  it('once Ana has opened her gifts, promises no secret: the hint and "Ya lo compré por mi cuenta" say she will know', async () => {
    saveSession({ token: beto.token, user: beto });
    const opened = { revealed: true, revealsOn: '2027-01-12', openedAt: '2026-12-20' };
    mockApi({ [get]: { data: listDetail({ isMine: false, gifts: [taza], reveal: opened }) } });
    renderList();
    const hint = await screen.findByText(/^Pulsa «Lo regalo yo»/);
    expect(hint).toHaveTextContent(
      'Pulsa «Lo regalo yo» en lo que vayas a regalar. Ana ya ha abierto sus regalos: sabrá que se lo regalas tú.',
    );
    await userEvent.click(
      within(card('Taza de cerámica')).getByRole('button', {
        name: 'Ya lo compré por mi cuenta: Taza de cerámica',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Ya lo has comprado por tu cuenta?' });
    expect(dialog).toHaveTextContent(
      'Lo marcaremos como regalado para que nadie más lo compre. Ana ya ha abierto sus regalos: sabrá que se lo regalas tú. No se puede deshacer.',
    );
    for (const text of [hint, dialog]) expect(text).not.toHaveTextContent(/no sabrá|hasta (el|que)/);
  }, 20_000);

  it('"Ya lo compré por mi cuenta" before the reveal: Ana will know on the list\'s date, or once she opens it all', async () => {
    saveSession({ token: beto.token, user: beto });
    const dated = { revealed: false, revealsOn: '2027-01-12', openedAt: null };
    mockApi({
      [get]: { data: listDetail({ isMine: false, gifts: [taza], date: '2027-01-12', reveal: dated }) },
    });
    renderList();
    await userEvent.click(
      within(await findCard('Taza de cerámica')).getByRole('button', {
        name: 'Ya lo compré por mi cuenta: Taza de cerámica',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Ya lo has comprado por tu cuenta?' });
    expect(dialog).toHaveTextContent(
      'Ana no sabrá que se lo regalas tú hasta el 12 Ene 2027, o hasta que abra todos sus regalos si lo hace antes.',
    );
  }, 20_000);

  it('releases a gift it reserved, after confirming', async () => {
    saveSession({ token: beto.token, user: beto });
    const mine = { ...taza, status: 'reserved' as const, reservedByMe: true };
    const server = listServer(visitorList([mine]));
    const api = mockApi({
      [get]: server.get,
      'DELETE /api/gift/reserve/g-taza': () => server.answer(taza),
    });
    renderList();
    await userEvent.click(
      within(await findCard('Taza de cerámica')).getByRole('button', { name: 'Ya no puedo regalarlo' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Ya no puedes regalarlo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dejarlo libre' }));

    expect(
      await within(card('Taza de cerámica')).findByRole('button', { name: 'Lo regalo yo' }),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/gift/reserve/g-taza')).toHaveLength(1);
    await waitFor(() => expect(heading('Taza de cerámica')).toHaveFocus());
  }, 20_000);

  it('a gift that is not a group gift shows no funding and no chip-in; a group gift does', async () => {
    saveSession({ token: beto.token, user: beto });
    const lamp = gift({
      id: 'g-lampara',
      name: 'Lámpara',
      funding: { goal: 12_000, raised: 0, onTheWay: 0, held: 0, currency: 'EUR', givers: 0, closed: false },
    });
    mockApi({ [get]: { data: visitorList([taza, lamp]) } });
    renderList({ withChipIn: true });
    const cup = await findCard('Taza de cerámica');
    expect(within(cup).queryByText(/Faltan/)).not.toBeInTheDocument();
    expect(within(cup).queryByRole('button', { name: /^Aportar dinero/ })).not.toBeInTheDocument();
    expect(within(cup).getByRole('button', { name: 'Lo regalo yo' })).toBeInTheDocument();
    const group = card('Lámpara');
    expect(within(group).getByText(/Faltan 120,00\s€ de 120,00\s€/)).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Aporto dinero para Lámpara' })).toBeInTheDocument();
  });

  it('a gift someone else reserved shows no action', async () => {
    saveSession({ token: beto.token, user: beto });
    mockApi({ [get]: { data: visitorList([taza, bici]) } });
    renderList();
    const bike = await findCard('Bicicleta');
    expect(within(bike).getByText('Reservado por otra persona')).toBeInTheDocument();
    expect(within(bike).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar|Quitar|Añadir regalo/ })).not.toBeInTheDocument();
  }, 20_000);

  it('someone reserving it a second before: the Spanish reason in a toast, and the list reloads', async () => {
    saveSession({ token: beto.token, user: beto });
    let taken = false;
    const api = mockApi({
      [get]: () => jsonResponse({ data: visitorList([taken ? { ...taza, status: 'reserved' } : taza]) }),
      'PUT /api/gift/reserve/g-taza': () => {
        taken = true;
        return apiError('CONFLICT', 'Alguien ya ha reservado este regalo. Elige otro de la lista.', 409);
      },
    });
    renderList();
    await userEvent.click(
      within(await findCard('Taza de cerámica')).getByRole('button', { name: 'Lo regalo yo' }),
    );

    expect(
      await screen.findByText('Alguien ya ha reservado este regalo. Elige otro de la lista.'),
    ).toBeInTheDocument();
    expect(
      await within(card('Taza de cerámica')).findByText('Reservado por otra persona'),
    ).toBeInTheDocument();
    expect(api.callsTo(get)).toHaveLength(2);
  }, 20_000);
});

describe('ListGifts, a guest', () => {
  it('sees the gifts and is asked to sign in to reserve one', async () => {
    const api = mockApi({ [get]: { data: listDetail({ isMine: false, gifts: [taza] }) } });
    renderList();
    await userEvent.click(
      within(await findCard('Taza de cerámica')).getByRole('button', { name: 'Lo regalo yo' }),
    );

    const cup = card('Taza de cerámica');
    expect(
      within(cup).getByText('Inicia sesión para reservar este regalo. Después volverás a esta lista.'),
    ).toBeInTheDocument();
    const login = within(cup).getByRole('link', { name: 'Iniciar sesión' });
    expect(login).toHaveAttribute('href', loginHref(path));
    expect(login).toHaveFocus();
    expect(within(cup).getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute(
      'href',
      `/register?next=${encodeURIComponent(path)}`,
    );
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  }, 20_000);
});

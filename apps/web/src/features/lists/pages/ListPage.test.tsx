import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { betoOwner, currentQuery, giftList, LIST_ID, page, queriesTo } from '../testing/fixtures';

const firstLoad = { timeout: 5000 };
const mine = 'GET /api/list/getPagination';
const friends = 'GET /api/list/friendList';

const myLists = () => screen.getByRole('list', { name: 'Mis listas' });
const friendsLists = () => screen.getByRole('list', { name: 'Listas de tus amigos' });

describe('lista: my lists and my friends’ lists', () => {
  it('shows my lists with occasion, date, who sees them and gifts to give, each linking to its page', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({
      [mine]: page([
        giftList(),
        giftList({
          id: 'l2',
          name: 'Boda de Ana y Luis',
          occasion: 'Boda',
          date: null,
          visibility: 'public',
          discoverable: true,
          giftCount: 1,
          availableCount: 0,
        }),
        giftList({ id: 'l3', name: 'Ideas', occasion: '', date: null, visibility: 'private', giftCount: 0 }),
        giftList({ id: 'l4', name: 'Bautizo', visibility: 'public', discoverable: false, giftCount: 0 }),
      ]),
      [friends]: page([]),
    });
    renderRoute('/lista');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mis listas' }, firstLoad),
    ).toBeInTheDocument();
    const first = within(await screen.findByRole('list', { name: 'Mis listas' })).getByRole('article', {
      name: 'Cumpleaños de Ana',
    });
    expect(first).toHaveTextContent('Cumpleaños · 5 Ene 2027');
    expect(first).toHaveTextContent('Para tus amigos');
    expect(first).toHaveTextContent('3 de 5 regalos por dar');
    expect(within(first).getByRole('link', { name: 'Cumpleaños de Ana' })).toHaveAttribute(
      'href',
      `/home/${LIST_ID}/lista`,
    );
    const boda = within(myLists()).getByRole('article', { name: 'Boda de Ana y Luis' });
    expect(boda).toHaveTextContent('Pública');
    expect(boda).toHaveTextContent('Su único regalo ya está reservado o entregado');
    const ideas = within(myLists()).getByRole('article', { name: 'Ideas' });
    expect(ideas).toHaveTextContent('Privada');
    // Public but listed nowhere, as a new list is: its badge says how it opens.
    const linkOnly = within(myLists()).getByRole('article', { name: 'Bautizo' });
    expect(linkOnly).toHaveTextContent('Con el enlace');
    expect(linkOnly).not.toHaveTextContent('Pública');
    expect(ideas).toHaveTextContent('Todavía no tiene regalos');
    expect(screen.getByText('4 listas')).toBeInTheDocument();
  }, 20_000);

  it('"Con regalos por dar" asks for available=true, and keeps the choice in the address', async () => {
    saveSession({ token: ana.token, user: ana });
    const api = mockApi({
      [mine]: () =>
        jsonResponse(
          currentQuery(api).get('available') === 'true'
            ? page([giftList({ name: 'Con huecos' })])
            : page([
                giftList({ name: 'Con huecos' }),
                giftList({ id: 'l2', name: 'Completa', availableCount: 0 }),
              ]),
        ),
      [friends]: page([]),
    });
    const { router } = renderRoute('/lista');
    expect(
      await within(await screen.findByRole('list', { name: 'Mis listas' }, firstLoad)).findByText('Completa'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Con regalos por dar' }));
    await waitFor(() => expect(within(myLists()).queryByText('Completa')).not.toBeInTheDocument());
    expect(within(myLists()).getByText('Con huecos')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ver=por-dar');
    const sent = queriesTo(api, mine);
    expect(sent[0]?.get('available')).toBeNull();
    expect(sent.at(-1)?.get('available')).toBe('true');
  }, 20_000);

  it('"Ver más" loads the next page after the first 20', async () => {
    saveSession({ token: ana.token, user: ana });
    const lists = Array.from({ length: 25 }, (_, i) => giftList({ id: `l${i}`, name: `Lista ${i + 1}` }));
    const api = mockApi({
      [mine]: () => {
        const pos = Number(currentQuery(api).get('pos'));
        return jsonResponse(page(lists.slice(pos, pos + 20), lists.length));
      },
      [friends]: page([]),
    });
    renderRoute('/lista');
    await screen.findByRole('link', { name: 'Lista 20' }, firstLoad);
    expect(screen.queryByRole('link', { name: 'Lista 21' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    const next = await screen.findByRole('link', { name: 'Lista 21' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Lista 25' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(screen.getByText('Ya ves todas las listas.')).toBeInTheDocument();
    expect(queriesTo(api, mine).map((q) => q.get('pos'))).toEqual(['0', '20']);
  }, 20_000);

  it('without lists: says so and offers "Crear una lista"', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({ [mine]: page([]), [friends]: page([]) });
    renderRoute('/lista');
    expect(
      await screen.findByRole('heading', { name: 'Aún no tienes listas' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear una lista' })).toHaveAttribute('href', '/crear-lista');
    expect(
      screen.getByRole('heading', { name: 'Tus amigos aún no tienen listas que puedas ver' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar amigos' })).toHaveAttribute('href', '/amigos');
  }, 20_000);

  it('"Ver sus listas" from amigos shows only that friend’s lists (friend=), until the filter is removed', async () => {
    saveSession({ token: ana.token, user: ana });
    const betoList = giftList({ id: 'l9', name: 'Regalos para Beto', owner: betoOwner, isMine: false });
    // Beto also runs his son's list: it is Leo's, and does not name the filter.
    const leo = { id: 'u-leo', name: 'Leo', lastname: '', image: null };
    const leosList = giftList({ id: 'l8', name: 'Cumple de Leo', owner: leo, isMine: false });
    const api = mockApi({ [mine]: page([]), [friends]: page([leosList, betoList]) });
    const { router } = renderRoute(`/lista?ver=por-dar&amigo=${betoOwner.id}`);
    expect(await screen.findByText('Solo las de Beto López', {}, firstLoad)).toBeInTheDocument();
    expect(queriesTo(api, friends).at(-1)?.get('friend')).toBe(betoOwner.id);
    await userEvent.click(screen.getByRole('button', { name: 'Ver las de todos tus amigos' }));
    await waitFor(() => expect(queriesTo(api, friends).at(-1)?.has('friend')).toBe(false));
    expect(screen.queryByText('Solo las de Beto López')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?ver=por-dar');
  });

  it("friends' lists show whose they are and can be searched (sea)", async () => {
    saveSession({ token: ana.token, user: ana });
    const betoList = giftList({ id: 'b1', name: 'Navidad de Beto', owner: betoOwner, isMine: false });
    const api = mockApi({
      [mine]: page([giftList()]),
      [friends]: () => {
        const sea = currentQuery(api).get('sea');
        return jsonResponse(page(sea === 'zzz' ? [] : [betoList]));
      },
    });
    renderRoute('/lista');
    const card = await screen.findByRole('article', { name: 'Navidad de Beto' }, firstLoad);
    expect(within(friendsLists()).getByRole('article', { name: 'Navidad de Beto' })).toBe(card);
    expect(card).toHaveTextContent('Beto López');
    expect(within(card).getByRole('link', { name: 'Navidad de Beto' })).toHaveAttribute(
      'href',
      '/home/b1/lista',
    );

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Buscar en las listas de tus amigos' }),
      'zzz',
    );
    expect(
      await screen.findByRole('heading', { name: 'No hay listas que coincidan con «zzz»' }),
    ).toBeInTheDocument();
    expect(queriesTo(api, friends).at(-1)?.get('sea')).toBe('zzz');
  }, 20_000);

  it('a failed load says what happened and retries', async () => {
    saveSession({ token: ana.token, user: ana });
    let fail = true;
    mockApi({
      [mine]: () =>
        fail
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Algo ha fallado en el servidor.' } }, 500)
          : jsonResponse(page([giftList()])),
      [friends]: page([]),
    });
    renderRoute('/lista');
    expect(await screen.findByText('No hemos podido cargar tus listas.', {}, firstLoad)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Cumpleaños de Ana' })).toBeInTheDocument();
  }, 20_000);
});

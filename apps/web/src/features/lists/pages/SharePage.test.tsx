import type { ScanResult } from '@detalle/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana, product } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { act, jsonResponse, renderRoute, screen, userEvent, waitFor } from '@/test/test-utils';
import { LAST_LIST_KEY } from '../components/ShareSheet';
import { giftList } from '../testing/fixtures';
import { gift, listDetail } from '../testing/gift-fixtures';

const BIRTHDAY = '5a0e7c1d-2b3f-4a6e-8c9d-0e1f2a3b4c5d';
const CHRISTMAS = '7c2a9e3f-4d5b-4c8a-8e1f-2a3b4c5d6e7f';
const OWN_ID = '3d4e5f60-7182-4930-8cbd-2e3f4a5b6c7d';
const found: ScanResult = {
  name: 'Taza azul',
  description: 'De cerámica, 350 ml.',
  price: { amount: 2499, currency: 'EUR' },
  image: null,
  shop: 'Tienda Sol',
  url: 'https://tienda.example.com/taza-azul',
};
const page = <T,>(list: T[]) => ({ data: { list, total: list.length } });

function shareApi() {
  return mockApi({
    'GET /api/list/getPagination': page([
      giftList({ id: BIRTHDAY, name: 'Cumpleaños de Ana', giftCount: 5 }),
      giftList({ id: CHRISTMAS, name: 'Navidad', giftCount: 2 }),
    ]),
    'POST /api/scan': { data: found },
    'POST /api/product/save': { data: product({ id: OWN_ID, name: 'Taza azul' }) },
    'POST /api/list/gift/save': (call: { body: unknown }) => {
      const body = call.body as { listId: string };
      return jsonResponse({ data: { ...gift({ id: 'g-new', name: 'Taza azul' }), listId: body.listId } });
    },
  });
}

const sharedFromAndroid = `/compartir?${new URLSearchParams({
  title: 'Taza azul',
  text: 'Mira esto https://tienda.example.com/taza-azul?ref=app',
})}`;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/compartir, "Añadir a una lista"', () => {
  it('reads the shared link, lets me choose the list and adds the gift there', async () => {
    saveSession({ token: ana.token, user: ana });
    const api = shareApi();
    renderRoute(sharedFromAndroid);

    expect(await screen.findByRole('heading', { level: 1, name: 'Añadir a una lista' })).toBeInTheDocument();
    // The link inside Android's text is read at once.
    expect(await screen.findByRole('textbox', { name: /^Nombre/ })).toHaveValue('Taza azul');
    expect(api.callsTo('POST /api/scan')[0]?.body).toEqual({
      url: 'https://tienda.example.com/taza-azul?ref=app',
    });
    // With no list used before, the first one is chosen.
    expect(await screen.findByRole('radio', { name: /Cumpleaños de Ana/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Navidad/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Añadir a la lista' }));

    expect(await screen.findByText('«Taza azul» ya está en «Navidad»')).toBeInTheDocument();
    expect(api.callsTo('POST /api/list/gift/save')[0]?.body).toMatchObject({
      listId: CHRISTMAS,
      productId: OWN_ID,
    });
    expect(screen.getByRole('link', { name: 'Ver la lista' })).toHaveAttribute(
      'href',
      `/home/${CHRISTMAS}/lista`,
    );
    // The form that had the focus is gone: the way to the list takes it.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ver la lista' })).toHaveFocus());
    expect(localStorage.getItem(LAST_LIST_KEY)).toBe(CHRISTMAS);
  }, 30_000);

  it('chooses the list I used last time', async () => {
    saveSession({ token: ana.token, user: ana });
    localStorage.setItem(LAST_LIST_KEY, CHRISTMAS);
    shareApi();
    renderRoute(sharedFromAndroid);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Navidad/ })).toBeChecked());
  }, 30_000);

  it('with nothing to read, asks for the link', async () => {
    saveSession({ token: ana.token, user: ana });
    const api = shareApi();
    renderRoute('/compartir?title=Hola&text=Mira%20esto');
    expect(
      await screen.findByText(
        'No encontramos ningún enlace en lo que has compartido. Pega aquí el enlace del producto.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Enlace del producto/ })).toHaveValue('');
    expect(api.callsTo('POST /api/scan')).toHaveLength(0);
  }, 30_000);

  it("sends the bookmarklet's reading of the page along with its link", async () => {
    saveSession({ token: ana.token, user: ana });
    const api = shareApi();
    const page = { title: 'Taza', jsonLd: ['{"@type":"Product","name":"Taza azul"}'], meta: [] };
    const fragment = btoa(JSON.stringify(page)).replace(/=+$/, '');
    renderRoute(`/compartir?url=${encodeURIComponent(found.url)}#pagina=${fragment}`);
    expect(await screen.findByRole('textbox', { name: /^Nombre/ })).toHaveValue('Taza azul');
    expect(api.callsTo('POST /api/scan')[0]?.body).toEqual({ url: found.url, page });
  }, 30_000);

  it('makes a new list in place and adds the gift to it', async () => {
    saveSession({ token: ana.token, user: ana });
    const NEW_ID = '8d3b0f4a-5e6c-4d9b-9f2a-3b4c5d6e7f80';
    let created = false;
    const api = mockApi({
      'GET /api/list/getPagination': () =>
        jsonResponse(
          page([
            ...(created ? [giftList({ id: NEW_ID, name: 'Boda de Marta', giftCount: 0 })] : []),
            giftList({ id: BIRTHDAY, name: 'Cumpleaños de Ana', giftCount: 5 }),
          ]),
        ),
      'POST /api/list/save': () => {
        created = true;
        return jsonResponse({ data: listDetail({ id: NEW_ID, name: 'Boda de Marta' }) });
      },
      'POST /api/scan': { data: found },
      'POST /api/product/save': { data: product({ id: OWN_ID, name: 'Taza azul' }) },
      'POST /api/list/gift/save': (call: { body: unknown }) => {
        const body = call.body as { listId: string };
        return jsonResponse({ data: { ...gift({ id: 'g-new', name: 'Taza azul' }), listId: body.listId } });
      },
    });
    renderRoute(sharedFromAndroid);
    await userEvent.click(await screen.findByRole('button', { name: 'Crear una lista nueva' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Escribe el nombre de la lista.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre de la lista nueva' }), 'Boda de Marta');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

    expect(api.callsTo('POST /api/list/save')[0]?.body).toMatchObject({ name: 'Boda de Marta' });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Boda de Marta/ })).toBeChecked());
    await screen.findByRole('textbox', { name: /^Nombre$/ });
    await userEvent.click(screen.getByRole('button', { name: 'Añadir a la lista' }));
    expect(await screen.findByText('«Taza azul» ya está en «Boda de Marta»')).toBeInTheDocument();
    expect(api.callsTo('POST /api/list/gift/save')[0]?.body).toMatchObject({ listId: NEW_ID });
  }, 30_000);

  it('signed out: login gets the link only; the page payload waits in the tab and comes back', async () => {
    const api = shareApi();
    const payload = { title: 'Taza', jsonLd: ['{"@type":"Product","name":"Taza azul"}'], meta: [] };
    const fragment = `#pagina=${btoa(JSON.stringify(payload)).replace(/=+$/, '')}`;
    const { router } = renderRoute(`${sharedFromAndroid}${fragment}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    // Nothing of the payload in login's address: a reload or the Referer of its requests would send it.
    const next = new URLSearchParams(router.state.location.search).get('next');
    expect(next).toBe(sharedFromAndroid);
    expect(router.state.location.search).not.toContain('pagina');

    saveSession({ token: ana.token, user: ana });
    await act(() => router.navigate(next as string));
    expect(await screen.findByRole('textbox', { name: /^Nombre/ })).toHaveValue('Taza azul');
    expect(router.state.location.hash).toBe(fragment);
    expect(api.callsTo('POST /api/scan')[0]?.body).toEqual({
      url: 'https://tienda.example.com/taza-azul?ref=app',
      page: payload,
    });
  }, 30_000);
});

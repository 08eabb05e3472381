import type { ListImport } from '@detalle/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { configure, jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { gift, LIST_ID, listDetail } from '../testing/gift-fixtures';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

const IMPORT_ID = '7c2e9f3a-4d5b-4c8e-9f1a-2b3c4d5e6f70';

const item = (
  n: number,
  state: ListImport['items'][number]['state'],
  extra: Partial<ListImport['items'][number]> = {},
) => ({
  id: `i-${n}`,
  url: `https://tienda.example/p/${n}`,
  name: `Producto ${n}`,
  state,
  giftId: state === 'added' || state === 'needs_look' ? `g-${n}` : null,
  reason: null,
  ...extra,
});

const running: ListImport = {
  id: IMPORT_ID,
  listId: LIST_ID,
  source: 'links',
  total: 4,
  done: 1,
  finished: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  items: [item(1, 'added'), item(2, 'pending'), item(3, 'pending'), item(4, 'pending')],
};
const finished: ListImport = {
  ...running,
  done: 4,
  finished: true,
  items: [
    item(1, 'added'),
    item(2, 'needs_look', { name: 'tienda.example', reason: 'La tienda no muestra el precio: añádelo tú.' }),
    item(3, 'duplicate', { reason: 'Ya estaba en la lista.' }),
    item(4, 'added'),
  ],
};

beforeEach(() => {
  saveSession({ token: ana.token, user: ana });
});

describe('importar-regalos', () => {
  it('sends the pasted links, shows the progress while the job runs and then the result, grouped', async () => {
    let polls = 0;
    const list = listDetail({
      gifts: [gift({ id: 'g-1', name: 'Producto 1' }), gift({ id: 'g-2', name: 'tienda.example' })],
    });
    const api = mockApi({
      [`GET /api/list/get/${LIST_ID}`]: { data: list },
      [`POST /api/list/import/${LIST_ID}`]: { data: { id: IMPORT_ID, total: 4 } },
      [`GET /api/list/import/${IMPORT_ID}`]: () => jsonResponse({ data: ++polls < 2 ? running : finished }),
      'PUT /api/product/update/p-g-2': () =>
        jsonResponse({ data: { ...list.gifts[1]?.product, name: 'Mochila de montaña' } }),
    });
    const { router } = renderRoute(`/importar-regalos/${LIST_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Importar regalos' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pegar enlaces' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Archivo CSV' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Página guardada de una tienda' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: /Enlaces de productos/ }));
    await userEvent.paste('mira https://tienda.example/p/1\thttps://tienda.example/p/2');
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));

    // While it runs: the bar and how many are done.
    expect(await screen.findByText('Leyendo enlaces: 1 de 4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la importación' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(router.state.location.search).toBe(`?importacion=${IMPORT_ID}`);
    expect(api.callsTo(`POST /api/list/import/${LIST_ID}`)[0]?.body).toEqual({
      source: 'links',
      text: 'mira https://tienda.example/p/1 https://tienda.example/p/2',
    });

    // Asked again about every second until it has finished.
    const added = await screen.findByRole('region', { name: 'Añadidos (2)' });
    expect(within(added).getByRole('link', { name: 'Producto 1' })).toHaveAttribute(
      'href',
      'https://tienda.example/p/1',
    );
    const review = screen.getByRole('region', { name: 'Para revisar (1)' });
    expect(review).toHaveTextContent('La tienda no muestra el precio: añádelo tú.');
    const repeated = screen.getByRole('region', { name: 'Repetidos (omitidos) (1)' });
    expect(repeated).toHaveTextContent('Ya estaba en la lista.');
    expect(screen.queryByText(/Leyendo enlaces/)).not.toBeInTheDocument();

    // "Revisar" opens the gift to fix its name and price by hand; its link stays.
    await userEvent.click(within(review).getByRole('button', { name: 'Revisar tienda.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisar el regalo' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre del regalo/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mochila de montaña');
    const price = within(dialog).getByRole('textbox', { name: /Precio/ });
    await userEvent.clear(price);
    await userEvent.type(price, '59,90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(api.callsTo('PUT /api/product/update/p-g-2')).toHaveLength(1));
    expect(api.callsTo('PUT /api/product/update/p-g-2')[0]?.body).toEqual({
      name: 'Mochila de montaña',
      price: { amount: 5990, currency: 'EUR' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says what went wrong when the import is refused, and keeps the form', async () => {
    mockApi({
      [`GET /api/list/get/${LIST_ID}`]: { data: listDetail() },
      [`POST /api/list/import/${LIST_ID}`]: () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message:
                'Hay 120 enlaces y podemos importar como mucho 100 de una vez. Divídelos en varias importaciones.',
            },
          },
          400,
        ),
    });
    renderRoute(`/importar-regalos/${LIST_ID}`);
    await userEvent.click(await screen.findByRole('textbox', { name: /Enlaces de productos/ }));
    await userEvent.paste('https://tienda.example/p/1');
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('como mucho 100 de una vez');
    expect(screen.getByRole('button', { name: 'Importar' })).toBeInTheDocument();
  });

  it('sends a chosen CSV file, its tabs as spaces and its line ends plain', async () => {
    const api = mockApi({
      [`GET /api/list/get/${LIST_ID}`]: { data: listDetail() },
      [`POST /api/list/import/${LIST_ID}`]: { data: { id: IMPORT_ID, total: 1 } },
      [`GET /api/list/import/${IMPORT_ID}`]: { data: running },
    });
    renderRoute(`/importar-regalos/${LIST_ID}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Archivo CSV' }));
    expect(screen.getByText(/Solo hace falta «enlace» \(o «url»\)/)).toBeVisible();
    const csv = '\uFEFFenlace,nombre\r\nhttps://tienda.example/p/1,"Taza,\tgrande"\r\n';
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([csv], 'regalos.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(api.callsTo(`POST /api/list/import/${LIST_ID}`)).toHaveLength(1));
    expect(api.callsTo(`POST /api/list/import/${LIST_ID}`)[0]?.body).toEqual({
      source: 'csv',
      // The browser drops the BOM as it reads the file (the API would take it too).
      text: 'enlace,nombre\nhttps://tienda.example/p/1,"Taza, grande"\n',
    });
  });

  it('explains how to save an Amazon wish list on the saved-page tab', async () => {
    mockApi({ [`GET /api/list/get/${LIST_ID}`]: { data: listDetail() } });
    renderRoute(`/importar-regalos/${LIST_ID}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Página guardada de una tienda' }));
    expect(await screen.findByText(/En Amazon: abre «Listas de deseos»/)).toBeVisible();
  });
});

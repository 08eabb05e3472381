import type { SharedList } from '@detalle/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEO_ID, leo } from '@/features/dependents/testing/fixtures';
import { lucia, marcos } from '@/features/owners/testing/fixtures';
import { testConfig } from '@/features/wallet/testing/fixtures';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { render, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { ListCard } from '../components/ListCard';
import { giftList, listImages } from '../testing/fixtures';
import { gift, LIST_ID, listDetail } from '../testing/gift-fixtures';
import { DetailRoute, renderAt } from '../testing/render-list';
import GiftPage from './GiftPage';

const firstLoad = { timeout: 5000 };
const forLeo = { id: LEO_ID, name: 'Leo', kind: 'child' as const };

const lamp = gift({
  id: 'g-lampara',
  name: 'Lámpara',
  funding: { goal: 12_000, raised: 2000, onTheWay: 0, held: 0, currency: 'EUR', givers: 1, closed: false },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a list for a dependent', () => {
  it('its shared link is «La lista de Leo», and the money reaches Leo’s hucha, in the chip-in form too', async () => {
    const shared: SharedList = {
      id: LIST_ID,
      name: 'Bautizo de Leo',
      description: '',
      image: '/files/defaults/lists/regalos.svg',
      date: null,
      occasion: 'Bautizo',
      owner: { id: lucia.id, name: 'Lucía', image: null },
      owners: [{ id: lucia.id, name: 'Lucía', image: null }],
      forDependent: { id: LEO_ID, name: 'Leo' },
      reveal: { revealed: false, revealsOn: null, openedAt: null },
      gifts: [lamp],
      viewer: { signedIn: false, isOwner: false, canOpen: false },
    };
    mockApi({
      [`GET /api/list/shared/${LIST_ID}`]: { data: shared },
      'GET /api/wallet/config': { data: testConfig },
    });
    renderAt(`/regalar?lista=${LIST_ID}`, '/regalar', GiftPage);
    expect(await screen.findByText('La lista de Leo', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('El dinero llega a la hucha de Leo.')).toBeInTheDocument();
    expect(screen.queryByText('El dinero llega a Lucía.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Aporto dinero para Lámpara' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Lámpara»' }, firstLoad);
    expect(
      await within(dialog).findByText('El dinero llega a la hucha de Leo.', {}, firstLoad),
    ).toBeInTheDocument();
  }, 30_000);

  it('a friend opening it reads «Lista de Leo», not its guardians’ names', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({
      [`GET /api/list/get/${LIST_ID}`]: {
        data: listDetail({ owner: lucia, owners: [lucia, marcos], forDependent: forLeo, isMine: false }),
      },
    });
    renderAt(`/home/${LIST_ID}/lista`, '/home/:id/lista', DetailRoute);
    expect(await screen.findByText('Lista de Leo', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('El dinero llega a la hucha de Leo.')).toBeInTheDocument();
  });

  it('its card names Leo', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <ListCard
              list={giftList({ owner: lucia, owners: [lucia, marcos], forDependent: forLeo, isMine: false })}
              showOwner
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Leo')).toBeInTheDocument();
    expect(screen.queryByText('Lucía y Marcos')).not.toBeInTheDocument();
  });

  it('creating one: «¿Para quién es?» offers the people I look after, and `?para=` chooses one', async () => {
    saveSession({ token: ana.token, user: ana });
    const api = mockApi({
      'GET /api/configuracion/listDefaultImage': listImages,
      'GET /api/event/getPagination': { data: { list: [], total: 0 } },
      'GET /api/dependent/mine': { data: [leo()] },
      'POST /api/list/save': { data: listDetail({ name: 'Bautizo de Leo', forDependent: forLeo }) },
      [`GET /api/list/get/${LIST_ID}`]: {
        data: listDetail({ name: 'Bautizo de Leo', forDependent: forLeo }),
      },
    });
    const { router } = renderRoute(`/crear-lista?para=${LEO_ID}`);
    const leoChoice = await screen.findByRole('radio', { name: 'Leo' }, firstLoad);
    expect(screen.getByRole('radio', { name: 'Para mí' })).toBeInTheDocument();
    await waitFor(() => expect(leoChoice).toBeChecked());
    // Leo's list is run by everyone who looks after him: the choices speak to all of them.
    expect(screen.getByRole('radio', { name: /Solo quienes la lleváis/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Solo tú/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Para mí' }));
    expect(await screen.findByRole('radio', { name: /Solo tú/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Leo' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre de la lista/ }), 'Bautizo de Leo');
    await userEvent.click(screen.getByRole('button', { name: 'Crear lista' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/home/${LIST_ID}/lista`));
    expect(api.callsTo('POST /api/list/save')[0]?.body).toMatchObject({
      name: 'Bautizo de Leo',
      forDependent: LEO_ID,
    });
  }, 30_000);
});

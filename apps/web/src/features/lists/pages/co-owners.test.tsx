import type { SharedList } from '@detalle/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coOwners, lucia, marcos } from '@/features/owners/testing/fixtures';
import { testConfig } from '@/features/wallet/testing/fixtures';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { render, screen, userEvent, within } from '@/test/test-utils';
import { ListCard } from '../components/ListCard';
import { giftList } from '../testing/fixtures';
import { gift, LIST_ID, listDetail } from '../testing/gift-fixtures';
import { DetailRoute, renderAt } from '../testing/render-list';
import GiftPage from './GiftPage';

/** A couple's wedding list: Lucía receives the money, Marcos runs it with her. */
const couple = { owner: lucia, owners: [lucia, marcos] };
const firstLoad = { timeout: 5000 };

const lamp = gift({
  id: 'g-lampara',
  name: 'Lámpara',
  funding: { goal: 12_000, raised: 2000, onTheWay: 0, held: 0, currency: 'EUR', givers: 1, closed: false },
});

/** The list's shared link as a guest opens it: Lucía's, alone unless told. */
function sharedList(overrides: Partial<SharedList>): SharedList {
  return {
    id: LIST_ID,
    name: 'Nuestra boda',
    description: '',
    image: '/files/defaults/lists/regalos.svg',
    date: null,
    occasion: 'Boda',
    owner: { id: lucia.id, name: 'Lucía', image: null },
    reveal: { revealed: false, revealsOn: null, openedAt: null },
    gifts: [],
    viewer: { signedIn: false, isOwner: false, canOpen: false },
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a list run by several people', () => {
  it('the shared link names them together and says to whom the money goes, in the chip-in form too', async () => {
    const shared = sharedList({
      owners: [
        { id: lucia.id, name: 'Lucía', image: null },
        { id: marcos.id, name: 'Marcos', image: null },
      ],
      gifts: [lamp],
    });
    mockApi({
      [`GET /api/list/shared/${LIST_ID}`]: { data: shared },
      'GET /api/wallet/config': { data: testConfig },
    });
    renderAt(`/regalar?lista=${LIST_ID}`, '/regalar', GiftPage);
    expect(await screen.findByText('La lista de Lucía y Marcos', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('El dinero llega a Lucía.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Aporto dinero para Lámpara' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Lámpara»' }, firstLoad);
    expect(await within(dialog).findByText('El dinero llega a Lucía.', {}, firstLoad)).toBeInTheDocument();
  }, 30_000);

  it('asking for a donation instead, the couple ask it together', async () => {
    mockApi({
      [`GET /api/list/shared/${LIST_ID}`]: {
        data: sharedList({
          owners: [
            { id: lucia.id, name: 'Lucía', image: null },
            { id: marcos.id, name: 'Marcos', image: null },
          ],
          charity: { id: 'ong-1', name: 'Cruz Roja', image: null },
        }),
      },
    });
    renderAt(`/regalar?lista=${LIST_ID}`, '/regalar', GiftPage);
    expect(
      await screen.findByText(
        'Lucía y Marcos prefieren que dones a Cruz Roja en lugar de hacerles un regalo.',
        {},
        firstLoad,
      ),
    ).toBeInTheDocument();
  });

  it('one owner: named alone, and nothing said about where the money goes', async () => {
    const shared = sharedList({ owner: { id: 'u-ana', name: 'Ana', image: null } });
    mockApi({ [`GET /api/list/shared/${LIST_ID}`]: { data: shared } });
    renderAt(`/regalar?lista=${LIST_ID}`, '/regalar', GiftPage);
    expect(await screen.findByText('La lista de Ana', {}, firstLoad)).toBeInTheDocument();
    expect(screen.queryByText(/El dinero llega a/)).not.toBeInTheDocument();
  });

  it('a friend opening it reads «Lista de Lucía y Marcos» and whom the money reaches', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({ [`GET /api/list/get/${LIST_ID}`]: { data: listDetail({ ...couple, isMine: false }) } });
    renderAt(`/home/${LIST_ID}/lista`, '/home/:id/lista', DetailRoute);
    expect(await screen.findByText('Lista de Lucía y Marcos', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('El dinero llega a Lucía.')).toBeInTheDocument();
  });

  it('Marcos reads «La llevas con Lucía», his section «Quién la lleva», and that opening everything opens it for Lucía too', async () => {
    saveSession({ token: 'token-de-marcos', user: { ...ana, ...marcos, token: 'token-de-marcos' } });
    const api = mockApi({
      [`GET /api/list/get/${LIST_ID}`]: { data: listDetail({ ...couple, isMine: true }) },
      [`GET /api/list/owners/${LIST_ID}`]: {
        data: coOwners({
          owners: [
            { ...lucia, receives: true, isMe: false },
            { ...marcos, receives: false, isMe: true },
          ],
        }),
      },
    });
    renderAt(`/home/${LIST_ID}/lista`, '/home/:id/lista', DetailRoute);
    expect(await screen.findByText('La llevas con Lucía', {}, firstLoad)).toBeInTheDocument();
    const owners = await screen.findByRole('region', { name: 'Quién la lleva' });
    expect(await within(owners).findByText('Lucía Martín')).toBeInTheDocument();
    expect(api.callsTo(`GET /api/list/owners/${LIST_ID}`)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Ya lo he abierto todo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Ya lo has abierto todo?' });
    expect(dialog).toHaveTextContent('Se abre para todos los que la lleváis: también lo verá Lucía.');
  });

  it('a card of a friend’s list names them together', () => {
    render(
      <RouterProviderFor>
        <ListCard list={giftList({ ...couple, isMine: false })} showOwner />
      </RouterProviderFor>,
    );
    expect(screen.getByText('Lucía y Marcos')).toBeInTheDocument();
  });
});

function RouterProviderFor({ children }: { children: React.ReactNode }) {
  const router = createMemoryRouter([{ path: '/', element: children }]);
  return <RouterProvider router={router} />;
}

import type { DrawDetail, DrawResult, WishItem } from '@detalle/contract';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gift } from '@/features/lists/testing/gift-fixtures';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';

// The questions box grows with its text (react-textarea-autosize), which listens to `document.fonts`: jsdom has none.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(() => {
  notifications.clean();
});

const DRAW_ID = '7c2d9e4f-1a3b-4c5d-8e9f-0a1b2c3d4e5f';
const person = (id: string, name: string) => ({ id, name, lastname: 'Ruiz', image: null });
const beto = person('u-beto', 'Beto');

const draw: DrawDetail = {
  id: DRAW_ID,
  name: 'Navidad en casa',
  eventId: null,
  repeatOf: null,
  budget: { amount: 2500, currency: 'EUR' },
  exchangeDate: '2026-12-24',
  joinDeadline: '2026-12-20T23:00:00.000Z',
  exchangeStartsAt: '2026-12-23T23:00:00.000Z',
  timezone: 'Europe/Madrid',
  status: 'drawn',
  role: 'participant',
  organiser: person('u-carla', 'Carla'),
  participantCount: 3,
  participants: [],
  exclusions: [],
  inviteToken: null,
  anyoneHasSeen: true,
  myWishListId: null,
  canJoin: false,
};

const wish = (o: Partial<WishItem> & { id: string; name: string }): WishItem => ({
  image: null,
  price: null,
  url: null,
  note: '',
  kind: 'product',
  status: 'available',
  reservedByMe: false,
  overBudget: false,
  ...o,
});

const result = (items: WishItem[]): DrawResult => ({
  recipient: beto,
  wishList: { id: 'l-beto', name: 'Deseos de Beto', items },
  revealed: false,
  canReveal: false,
  givenBy: null,
});

describe('amigo invisible: my recipient’s wish list', () => {
  it('shows each wish with its state and link, the ones over budget apart, and reserves one', async () => {
    saveSession({ token: ana.token, user: ana });
    let items = [
      wish({
        id: 'g-taza',
        name: 'Taza',
        price: { amount: 1200, currency: 'EUR' },
        url: 'https://tienda.example.com/taza',
      }),
      wish({ id: 'g-cafetera', name: 'Cafetera', price: { amount: 2000, currency: 'EUR' }, status: 'given' }),
      wish({ id: 'g-truco', name: 'Truco', url: 'javascript:alert(1)' }),
      wish({
        id: 'g-auriculares',
        name: 'Auriculares',
        price: { amount: 14900, currency: 'EUR' },
        overBudget: true,
      }),
    ];
    const api = mockApi({
      [`GET /api/draw/get/${DRAW_ID}`]: { data: draw },
      [`GET /api/draw/myResult/${DRAW_ID}`]: () =>
        new Response(JSON.stringify({ data: result(items) }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      [`GET /api/draw/questions/${DRAW_ID}`]: { data: { asked: [], received: [] } },
      'GET /api/list/getPagination': { data: { list: [], total: 0 } },
      'PUT /api/gift/reserve/g-taza': () => {
        items = items.map((i) => (i.id === 'g-taza' ? { ...i, status: 'reserved', reservedByMe: true } : i));
        return new Response(
          JSON.stringify({
            data: gift({ id: 'g-taza', name: 'Taza', status: 'reserved', reservedByMe: true }),
          }),
          { headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    renderRoute(`/amigo-invisible/${DRAW_ID}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver a quién le regalo' }, { timeout: 10_000 }),
    );

    const taza = await screen.findByRole('listitem', { name: 'Taza' });
    expect(within(taza).getByText('Libre')).toBeInTheDocument();
    expect(within(taza).getByText(/12,00/)).toBeInTheDocument();
    const shop = within(taza).getByRole('link', { name: 'Ver en la tienda' });
    expect(shop).toHaveAttribute('href', 'https://tienda.example.com/taza');
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    // Someone already bought the coffee maker: nothing to do with it.
    const cafetera = screen.getByRole('listitem', { name: 'Cafetera' });
    expect(within(cafetera).getByText('Comprado')).toBeInTheDocument();
    expect(within(cafetera).queryByRole('button')).not.toBeInTheDocument();
    // A link that is not http(s) is not shown.
    expect(
      within(screen.getByRole('listitem', { name: 'Truco' })).queryByRole('link'),
    ).not.toBeInTheDocument();
    // The 149 € headphones come under their own heading, after the rest.
    const heading = screen.getByRole('heading', { name: /Por encima del presupuesto \(25,00\s€\)/ });
    const auriculares = screen.getByRole('listitem', { name: 'Auriculares' });
    expect(heading.compareDocumentPosition(auriculares) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(taza) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();

    await userEvent.click(within(taza).getByRole('button', { name: 'Lo compro yo' }));
    await waitFor(() => expect(api.callsTo('PUT /api/gift/reserve/g-taza')).toHaveLength(1));
    expect(await within(taza).findByText('Reservado por ti')).toBeInTheDocument();
    expect(within(taza).getByRole('button', { name: 'Dejar libre' })).toBeInTheDocument();
  }, 20_000);
});

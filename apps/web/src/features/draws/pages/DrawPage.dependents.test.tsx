import type { DrawDetail, DrawResult } from '@detalle/contract';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEO_ID, leo } from '@/features/dependents/testing/fixtures';
import { lucia, luciaUser } from '@/features/owners/testing/fixtures';
import { saveSession } from '@/lib/session';
import { mockApi } from '@/test/mock-api';
import { jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';

// The questions box grows with its text (react-textarea-autosize), which listens to `document.fonts`: jsdom has none.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const DRAW_ID = '8d3e0f5a-2b4c-4d6e-9f0a-1b2c3d4e5f60';
const firstLoad = { timeout: 10_000 };
const person = (id: string, name: string) => ({
  id,
  name,
  lastname: 'Ruiz',
  image: null,
  hasWishList: false,
});
const me = { ...lucia, hasWishList: false };
const leoInDraw = {
  id: LEO_ID,
  name: 'Leo',
  lastname: '',
  image: null,
  hasWishList: false,
  dependent: { kind: 'child' as const, guardians: [lucia.name] },
};

function draw(overrides: Partial<DrawDetail> = {}): DrawDetail {
  return {
    id: DRAW_ID,
    name: 'Navidad en casa',
    eventId: null,
    repeatOf: null,
    budget: null,
    exchangeDate: '2026-12-24',
    joinDeadline: '2026-12-20T23:00:00.000Z',
    exchangeStartsAt: '2026-12-23T23:00:00.000Z',
    timezone: 'Europe/Madrid',
    status: 'open',
    role: 'participant',
    organiser: person('u-carla', 'Carla'),
    participantCount: 3,
    participants: [me, person('u-beto', 'Beto'), person('u-carla', 'Carla')],
    exclusions: [],
    inviteToken: null,
    anyoneHasSeen: false,
    myWishListId: null,
    canJoin: false,
    ...overrides,
  };
}

const common = {
  'GET /api/dependent/mine': { data: [leo()] },
  'GET /api/list/getPagination': { data: { list: [], total: 0 } },
  [`GET /api/draw/questions/${DRAW_ID}`]: { data: { asked: [], received: [] } },
};

describe('amigo invisible with the dependents I look after', () => {
  it('«Apuntar a Leo» signs him up; then he shows «(lo cuida Lucía)»', async () => {
    saveSession({ token: luciaUser.token, user: luciaUser });
    let current = draw();
    const api = mockApi({
      ...common,
      [`GET /api/draw/get/${DRAW_ID}`]: () => jsonResponse({ data: current }),
      [`POST /api/draw/joinDependent/${DRAW_ID}`]: () => {
        current = draw({ participants: [...draw().participants, leoInDraw], participantCount: 4 });
        return jsonResponse({ data: current });
      },
    });
    renderRoute(`/amigo-invisible/${DRAW_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Apuntar a Leo' }, firstLoad));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/draw/joinDependent/${DRAW_ID}`)[0]?.body).toEqual({
        dependentId: LEO_ID,
      }),
    );
    expect(await screen.findByText('(lo cuida Lucía)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apuntar a Leo' })).not.toBeInTheDocument();
  }, 20_000);

  it('once drawn: «Ver a quién le ha tocado a Leo» asks for his result (`?for=`)', async () => {
    saveSession({ token: luciaUser.token, user: luciaUser });
    const result: DrawResult = {
      recipient: { id: 'u-beto', name: 'Beto', lastname: 'Ruiz', image: null },
      wishList: null,
      revealed: false,
      canReveal: true,
      givenBy: null,
    };
    const api = mockApi({
      ...common,
      [`GET /api/draw/get/${DRAW_ID}`]: {
        data: draw({ status: 'drawn', participants: [...draw().participants, leoInDraw] }),
      },
      [`GET /api/draw/myResult/${DRAW_ID}`]: { data: result },
    });
    renderRoute(`/amigo-invisible/${DRAW_ID}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver a quién le ha tocado a Leo' }, firstLoad),
    );
    const card = (await screen.findByText('A Leo le ha tocado')).closest(
      'div.mantine-Card-root',
    ) as HTMLElement;
    expect(within(card).getByText('Beto Ruiz')).toBeInTheDocument();
    // Revealing oneself is the giver's own gesture.
    expect(within(card).queryByRole('button', { name: 'Decirle que era yo' })).not.toBeInTheDocument();
    const asked = api.fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost'));
    expect(
      asked.some(
        (u) => u.pathname.endsWith(`/draw/myResult/${DRAW_ID}`) && u.searchParams.get('for') === LEO_ID,
      ),
    ).toBe(true);
  }, 20_000);

  it('the organiser keeps people of one household from giving to each other', async () => {
    saveSession({ token: luciaUser.token, user: luciaUser });
    const api = mockApi({
      ...common,
      [`GET /api/draw/get/${DRAW_ID}`]: {
        data: draw({ role: 'organiser-participant', inviteToken: 'tok-invitacion-123' }),
      },
      [`POST /api/draw/householdExclusions/${DRAW_ID}`]: {
        data: draw({ role: 'organiser-participant', exclusions: [{ a: LEO_ID, b: DRAW_ID }] }),
      },
    });
    renderRoute(`/amigo-invisible/${DRAW_ID}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Evitar que se toquen los de la misma casa' }, firstLoad),
    );
    await waitFor(() => expect(api.callsTo(`POST /api/draw/householdExclusions/${DRAW_ID}`)).toHaveLength(1));
    expect(
      await screen.findByText('Listo: quienes viven en la misma casa no se tocarán entre sí.'),
    ).toBeInTheDocument();
  }, 20_000);
});

import type { GiftList, PersonSummary } from '@detalle/contract';
import type { ListDetail } from '../api/get-list';

export const LIST_ID = '5a0e7c1d-2b3f-4a6e-8c9d-0e1f2a3b4c5d';
export const COPY_ID = '6b1f8d2e-3c4a-4b7f-9d0e-1f2a3b4c5d6e';
export const MY_EVENT_ID = '3f1c9a52-8a1b-4c7e-9d6f-1a2b3c4d5e6f';

export const anaOwner: PersonSummary = { id: 'u-ana', name: 'Ana', lastname: 'García', image: null };
export const betoOwner: PersonSummary = {
  id: '6b0e1f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Beto',
  lastname: 'López',
  image: null,
};

export const listImages = {
  data: [
    { id: 'regalos', name: 'Regalos', url: '/files/defaults/lists/regalos.svg' },
    { id: 'hogar', name: 'Hogar', url: '/files/defaults/lists/hogar.svg' },
    { id: 'mascotas', name: 'Mascotas', url: '/files/defaults/lists/mascotas.svg' },
  ],
};

/** A list as `list/getPagination` answers it; Ana's unless said otherwise. */
export function giftList(overrides: Partial<GiftList> = {}): GiftList {
  return {
    id: LIST_ID,
    name: 'Cumpleaños de Ana',
    description: 'Lo que me hace ilusión este año.',
    category: null,
    image: '/files/defaults/lists/regalos.svg',
    date: '2027-01-05',
    occasion: 'Cumpleaños',
    visibility: 'friends',
    owner: anaOwner,
    owners: [overrides.owner ?? anaOwner],
    eventId: null,
    forDependent: null,
    standOut: false,
    giftCount: 5,
    availableCount: 3,
    isMine: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A list as `list/get` answers it (with its gifts; none unless given). */
export function listDetail(overrides: Partial<ListDetail> = {}): ListDetail {
  const { date = '2027-01-05' } = overrides;
  return {
    ...giftList(overrides),
    // Not revealed yet: its givers show on its date, or once Ana opens everything.
    reveal: { revealed: false, revealsOn: date, openedAt: null },
    gifts: [],
    ...overrides,
  };
}

export const page = <T>(list: T[], total = list.length) => ({ data: { list, total } });

type FetchMock = { mock: { calls: unknown[][] } };

/** The query strings sent to one endpoint ("GET /api/list/getPagination"), in order. */
export function queriesTo(api: { fetchMock: FetchMock }, key: string): URLSearchParams[] {
  return api.fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: ((init as RequestInit | undefined)?.method ?? 'GET').toUpperCase(),
    }))
    .filter(({ url, method }) => `${method} ${url.pathname}` === key)
    .map(({ url }) => url.searchParams);
}

/** The query string of the request being answered (the last one made), for handlers that answer by filter. */
export function currentQuery(api: { fetchMock: FetchMock }): URLSearchParams {
  const [input] = api.fetchMock.mock.calls.at(-1) ?? [''];
  return new URL(String(input), 'http://localhost').searchParams;
}

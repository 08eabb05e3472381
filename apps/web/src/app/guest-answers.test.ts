// The answers a guest's pages ask for are checked with schemas that load with the request (`LazySchema`): still
// checked, with the same refusal as when the schema was in the page's own code.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDirectDetails } from '@/features/direct-transfers/api/details';
import { getEvent } from '@/features/events/api/get-event';
import { getFavoriteStatus } from '@/features/favorites/api/is-favorite';
import { getList } from '@/features/lists/api/get-list';
import { getSharedList } from '@/features/lists/api/get-shared-list';
import { getOng } from '@/features/ongs/api/ongs';
import { jsonResponse } from '@/test/test-utils';

const ID = '0c0ffee0-0000-4000-8000-000000000001';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

const fetchers: [string, () => Promise<unknown>][] = [
  ['un evento', () => getEvent(ID)],
  ['una lista compartida', () => getSharedList(ID)],
  ['una lista', () => getList(ID)],
  ['una ONG', () => getOng(ID)],
  ['la transferencia directa de una lista', () => getDirectDetails(ID)],
  ['un favorito', () => getFavoriteStatus(ID, 'list')],
];

describe('answers checked with a schema that loads with the request', () => {
  it.each(fetchers)(
    'refuses a malformed answer about %s as INVALID_RESPONSE, in Spanish',
    async (_what, ask) => {
      fetchMock.mockResolvedValue(jsonResponse({ data: { id: 7, name: ['no'] } }));
      await expect(ask()).rejects.toMatchObject({
        code: 'INVALID_RESPONSE',
        message: 'El servidor ha respondido algo que no esperábamos. Inténtalo de nuevo en unos minutos.',
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  it('gives back the checked answer when it is well formed', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { isFavorite: true, id: 'f1' } }));
    await expect(getFavoriteStatus(ID, 'list')).resolves.toEqual({ isFavorite: true, id: 'f1' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { lucia, marcos } from '@/features/owners/testing/fixtures';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute, screen, userEvent, within } from '@/test/test-utils';
import { LEO_ID } from '../testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a friend’s lists: «Su familia»', () => {
  it('shows the profiles they look after, as cards that open their lists', async () => {
    saveSession({ token: ana.token, user: ana });
    const empty = { data: { list: [], total: 0 } };
    const api = mockApi({
      'GET /api/list/getPagination': empty,
      'GET /api/list/friendList': empty,
      [`GET /api/dependent/friend/${lucia.id}`]: {
        data: [
          { id: LEO_ID, name: 'Leo', kind: 'child', birthday: null, image: null, guardians: [lucia, marcos] },
        ],
      },
    });
    renderRoute(`/lista?amigo=${lucia.id}`);
    const family = await screen.findByRole('region', { name: 'Su familia' }, { timeout: 5000 });
    expect(within(family).getByText('Leo')).toBeInTheDocument();
    expect(within(family).getByText('Peque')).toBeInTheDocument();
    expect(within(family).getByText('Lo cuidan Lucía y Marcos')).toBeInTheDocument();
    const card = within(family).getByRole('link', { name: 'Ver las listas de Leo' });
    expect(card).toHaveAttribute('href', `/lista?amigo=${LEO_ID}`);
    // Opened, the lists below are Leo's own (what a friend may list of them: the API's `friend=` filter).
    await userEvent.click(card);
    expect(await screen.findByText('Solo las de Leo')).toBeInTheDocument();
    const asked = api.fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .filter((u) => u.pathname === '/api/list/friendList');
    expect(asked.at(-1)?.searchParams.get('friend')).toBe(LEO_ID);
  });
});

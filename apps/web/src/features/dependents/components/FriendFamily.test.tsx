import { afterEach, describe, expect, it, vi } from 'vitest';
import { lucia, marcos } from '@/features/owners/testing/fixtures';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute, screen, within } from '@/test/test-utils';
import { LEO_ID } from '../testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a friend’s lists: «Su familia»', () => {
  it('shows the profiles they look after, as cards', async () => {
    saveSession({ token: ana.token, user: ana });
    const empty = { data: { list: [], total: 0 } };
    mockApi({
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
  });
});

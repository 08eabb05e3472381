import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { jsonResponse, renderRoute, waitFor } from '@/test/test-utils';

beforeEach(() => {
  // Home asks the API for things; an empty answer is enough here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ data: { list: [], total: 0 } })),
  );
});

describe('loading page', () => {
  it('sends a guest to login', async () => {
    const { router } = renderRoute('/loading');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a person with a stored token home', async () => {
    saveSession({ token: ana.token, user: ana });
    const { router } = renderRoute('/loading');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

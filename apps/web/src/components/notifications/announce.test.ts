import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listKeys, productKeys } from '@/lib/query-keys';
import { createTestQueryClient, waitFor } from '@/test/test-utils';
import { announceNotification, resetAnnounced } from './announce';

beforeEach(() => resetAnnounced());
afterEach(() => vi.restoreAllMocks());

/** A query kept open, as a mounted page keeps it: invalidating it fetches again at once. */
function openQuery(queryClient: ReturnType<typeof createTestQueryClient>, queryKey: readonly unknown[]) {
  const queryFn = vi.fn(async () => ({ at: Date.now() }));
  const unsubscribe = new QueryObserver(queryClient, { queryKey, queryFn }).subscribe(() => {});
  return { queryFn, unsubscribe };
}

describe('announceNotification', () => {
  it('recibe_gitf refreshes an open list page (its gifts live in the list detail) and the products', async () => {
    const queryClient = createTestQueryClient();
    const list = openQuery(queryClient, listKeys.detail('l1'));
    const product = openQuery(queryClient, productKeys.detail('p1'));
    await waitFor(() => expect(list.queryFn).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(product.queryFn).toHaveBeenCalledTimes(1));

    announceNotification(queryClient, {
      id: 'n1',
      type: 'recibe_gitf',
      title: 'Luis te ha regalado la bufanda',
    });

    await waitFor(() => expect(list.queryFn).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(product.queryFn).toHaveBeenCalledTimes(2));
    list.unsubscribe();
    product.unsubscribe();
  });
});

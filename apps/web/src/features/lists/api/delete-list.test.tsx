import type { GiftList, Page } from '@detalle/contract';
import { type InfiniteData, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listKeys } from '@/lib/query-keys';
import { apiError, mockApi } from '@/test/mock-api';
import { act, createTestQueryClient, renderHook, waitFor } from '@/test/test-utils';
import { COPY_ID, giftList, LIST_ID } from '../testing/fixtures';
import { useDeleteList } from './delete-list';
import { useMyLists } from './get-lists';

afterEach(() => {
  vi.unstubAllGlobals();
});

const pages = (...lists: GiftList[][]): InfiniteData<Page<GiftList>> => ({
  pages: lists.map((list) => ({ list, total: 3 })),
  pageParams: lists.map((_, i) => i),
});

describe('useDeleteList', () => {
  it('takes the list out of every loaded list at once, even when the refetch fails', async () => {
    mockApi({
      [`DELETE /api/list/delete/${LIST_ID}`]: { data: { message: 'Lista borrada.' } },
      'GET /api/list/getPagination': () => apiError('INTERNAL_ERROR', 'Algo ha fallado en el servidor.', 500),
    });
    const queryClient = createTestQueryClient();
    const other = giftList({ id: COPY_ID, name: 'Otra' });
    const third = giftList({ id: 'tercera', name: 'Tercera' });
    queryClient.setQueryData(listKeys.mine(false), pages([giftList(), other], [third]));
    queryClient.setQueryData(listKeys.featured, pages([other, giftList()]));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ remove: useDeleteList(), mine: useMyLists() }), { wrapper });

    await act(() => result.current.remove.mutateAsync(LIST_ID));
    await waitFor(() => expect(result.current.mine.isError || !result.current.mine.isFetching).toBe(true));

    const names = (data?: InfiniteData<Page<GiftList>>) =>
      data?.pages.flatMap((p) => p.list.map((l) => l.name));
    expect(names(result.current.mine.data)).toEqual(['Otra', 'Tercera']);
    expect(result.current.mine.data?.pages.map((p) => p.total)).toEqual([2, 2]);
    expect(names(queryClient.getQueryData(listKeys.featured))).toEqual(['Otra']);
  });
});

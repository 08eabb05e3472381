import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { drawResponse, useStoreDraw } from './get-draw';

/** PUT draw/wishList/{id}: the list my giver will see (one of mine, or none). */
export function useSetWishList(id: string) {
  const store = useStoreDraw();
  return useMutation({
    mutationFn: (listId: string | null) =>
      apiRequest(`/draw/wishList/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { listId },
        schema: drawResponse,
      }).then((r) => r.data),
    onSuccess: store,
  });
}

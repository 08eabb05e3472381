import { useMutation, useQueryClient } from '@tanstack/react-query';
import { drawKeys } from '@/lib/query-keys';

/** What a giver does with a wish: the lists feature's gift calls (`gift/reserve`, `gift/bought`…), passed in by the page. */
export type WishAction = 'reserve' | 'release' | 'bought';
export type GiveFromWish = (change: { id: string; action: WishAction }) => Promise<unknown>;

/** Runs a gift call on a wish of my recipient's list, then reads my result again to show the wish's new state. */
export function useWishAction(drawId: string, give: GiveFromWish) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: give,
    onSettled: () => queryClient.invalidateQueries({ queryKey: drawKeys.result(drawId) }),
  });
}

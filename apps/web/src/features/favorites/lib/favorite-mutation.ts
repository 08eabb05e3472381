import type { FavoriteType } from '@detalle/contract';
import type { QueryClient } from '@tanstack/react-query';
import { showToast } from '@/components/feedback/toast';
import { errorText } from '@/lib/api';
import { favoriteKeys } from '@/lib/query-keys';
import { getStoredFavorite, type StoredFavorite, setStoredFavorite } from './favorites-storage';

/** What the heart looked like before the press, to put back if the server refuses. */
export type FavoriteRollback = { referenceId: string; previous: StoredFavorite | null };

/**
 * Seed §4: the heart changes in local storage at once, before the server answers.
 * Used from the mutations' own `onMutate` (not a component's `mutate` callbacks,
 * which TanStack Query skips once the component has gone: tap, go back, failure).
 */
export function writeOptimistic(
  queryClient: QueryClient,
  { referenceId, type, entry }: { referenceId: string; type: FavoriteType; entry: StoredFavorite | null },
): FavoriteRollback {
  // A status answer still on its way predates this press; it must not undo it.
  void queryClient.cancelQueries({ queryKey: favoriteKeys.status(type, referenceId) });
  const previous = getStoredFavorite(referenceId) ?? null;
  setStoredFavorite(referenceId, entry);
  return { referenceId, previous };
}

/** The server refused: the heart goes back to what it was and a toast says why, wherever the person is now. */
export function rollBack(error: unknown, rollback: FavoriteRollback | undefined, title: string): void {
  if (rollback) setStoredFavorite(rollback.referenceId, rollback.previous);
  showToast({
    title,
    message: errorText(error),
    tone: 'error',
    autoClose: 4000,
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { listKeys } from '@/lib/query-keys';

/**
 * A refused gift action (someone else reserved it a second before, it was
 * removed meanwhile…): the shared mutation toast says why in Spanish; this
 * reloads the list, so what is on screen matches what the server knows.
 */
export function useGiftError(listId: string) {
  const queryClient = useQueryClient();
  return (_error: unknown) => {
    void queryClient.invalidateQueries({ queryKey: listKeys.detail(listId) });
  };
}

import { MutationCache, QueryClient } from '@tanstack/react-query';
import { showToast } from '@/components/feedback/toast';
import { errorText, isApiError } from '@/lib/api';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * Never kept in local storage (`lib/query-persistence.ts`): its key holds a secret (an invitation link's),
       * or its answer must not show again after a reload (an invitation may have been withdrawn meanwhile).
       */
      persist?: false;
    };
    mutationMeta: {
      /**
       * The mutation says its own failure (a form shows it on its inputs, or the
       * caller has its own words for it), so the shared toast stays quiet.
       */
      errorInline?: boolean;
    };
  }
}

/** How long a failed action's toast stays: long enough to read a sentence. */
export const ERROR_TOAST_MS = 4000;

const MAX_RETRIES = 2;

/**
 * Retry what may pass on a second try (no connection, 5xx, 429), never a 4xx:
 * a bad request or a missing permission answers the same every time, and the
 * person should see the reason at once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  if (error.code === 'INVALID_RESPONSE') return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/** Every failed action is said in one place, in Spanish, unless it opted out (`meta.errorInline`). */
export function createMutationCache(): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.errorInline) return;
      showToast({ message: errorText(error), tone: 'error', autoClose: ERROR_TOAST_MS });
    },
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
      },
      mutations: {
        // A repeated write could happen twice on the server; the person decides.
        retry: false,
      },
    },
  });
}

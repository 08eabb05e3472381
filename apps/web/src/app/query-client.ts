import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
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

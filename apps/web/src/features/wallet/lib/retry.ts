import { isApiError } from '@/lib/api';

/**
 * Whether a failed money call may be sent again as the same attempt (same idempotency key): no answer
 * arrived, the server failed, or the first try is still running. Any other refusal is an answer; what
 * the person does next is a new attempt.
 */
export function isSameAttemptRetry(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return (
    error.status === 0 ||
    error.status >= 500 ||
    error.status === 429 ||
    error.code === 'IDEMPOTENCY_IN_PROGRESS'
  );
}

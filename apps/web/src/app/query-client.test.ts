import { describe, expect, it, vi } from 'vitest';
import * as toast from '@/components/feedback/toast';
import { ApiError } from '@/lib/api';
import { createQueryClient, ERROR_TOAST_MS, shouldRetry } from './query-client';

const error = (status: number, code = 'INTERNAL_ERROR') => new ApiError({ code, status, message: 'x' });

describe('shouldRetry', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 413]) expect(shouldRetry(0, error(status))).toBe(false);
  });

  it('retries lost connections, 5xx and rate limits, a limited number of times', () => {
    expect(shouldRetry(0, error(0, 'NETWORK_ERROR'))).toBe(true);
    expect(shouldRetry(0, error(503))).toBe(true);
    expect(shouldRetry(1, error(429, 'RATE_LIMITED'))).toBe(true);
    expect(shouldRetry(2, error(503))).toBe(false);
  });

  it('does not retry an answer of the wrong shape', () => {
    expect(shouldRetry(0, error(200, 'INVALID_RESPONSE'))).toBe(false);
  });
});

describe('failed mutations', () => {
  const refused = new ApiError({ code: 'CONFLICT', status: 409, message: 'Alguien se te ha adelantado.' });
  const run = (meta?: { errorInline?: boolean }, error: unknown = refused) => {
    const client = createQueryClient();
    return client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(error), meta })
      .execute(undefined)
      .catch(() => undefined);
  };

  it('are said once, in one toast, with the API’s Spanish message or a generic one', async () => {
    const show = vi.spyOn(toast, 'showToast').mockReturnValue('');
    await run();
    expect(show).toHaveBeenCalledWith({ message: refused.message, tone: 'error', autoClose: ERROR_TOAST_MS });
    await run(undefined, new Error('boom'));
    expect(show).toHaveBeenLastCalledWith({
      message: 'Algo ha fallado. Inténtalo de nuevo.',
      tone: 'error',
      autoClose: ERROR_TOAST_MS,
    });
  });

  it('stay quiet when the mutation shows its error itself (meta.errorInline)', async () => {
    const show = vi.spyOn(toast, 'showToast').mockReturnValue('');
    await run({ errorInline: true });
    expect(show).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { shouldRetry } from './query-client';

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

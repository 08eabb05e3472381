import { describe, expect, it, vi } from 'vitest';
import { loadCode } from './load-code';

describe('loadCode', () => {
  it('asks once more when the first request fails, and gives what the second brings', async () => {
    const load = vi
      .fn<() => Promise<{ x: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ x: 2 });
    await expect(loadCode(load)).resolves.toEqual({ x: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure, with its error', async () => {
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('first'))
      .mockRejectedValueOnce(new TypeError('second'));
    await expect(loadCode(load)).rejects.toThrow('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks only once when the code arrives', async () => {
    const load = vi.fn(async () => ({ x: 1 }));
    await expect(loadCode(load)).resolves.toEqual({ x: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

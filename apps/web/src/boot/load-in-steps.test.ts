import { describe, expect, it, vi } from 'vitest';
import { loadInSteps } from './load-in-steps';

/** Records which task each step ran in: a task ends when a macrotask (a message) gets its turn. */
function taskCounter() {
  let task = 0;
  let stopped = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    task += 1;
    if (!stopped) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return {
    now: () => task,
    stop: () => {
      stopped = true;
      channel.port1.close();
    },
  };
}

describe('loadInSteps', () => {
  it('runs the steps in order, each after the browser has had a turn', async () => {
    const tasks = taskCounter();
    const ran: [string, number][] = [];
    const step = (name: string) => async () => {
      ran.push([name, tasks.now()]);
    };
    await loadInSteps([step('zod'), step('react'), step('app')]);
    tasks.stop();
    expect(ran.map(([name]) => name)).toEqual(['zod', 'react', 'app']);
    const [first, second, third] = ran.map(([, task]) => task) as [number, number, number];
    expect(second).toBeGreaterThan(first);
    expect(third).toBeGreaterThan(second);
  });

  it('asks again for a step whose code did not arrive, then goes on', async () => {
    const flaky = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({});
    const after = vi.fn(async () => ({}));
    await loadInSteps([flaky, after]);
    expect(flaky).toHaveBeenCalledTimes(2);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('stops at a step that fails twice: nothing after it runs on a half-loaded app', async () => {
    const broken = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const after = vi.fn(async () => ({}));
    await expect(loadInSteps([broken, after])).rejects.toThrow('offline');
    expect(after).not.toHaveBeenCalled();
  });
});

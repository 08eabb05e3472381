import { loadCode } from '@/lib/load-code';

type Scheduler = { yield?: () => Promise<void> };

/**
 * The next task: the browser paints and answers taps before the code goes on. `scheduler.yield()` where
 * the browser has it; a message otherwise (a timer would wait a whole second in a background tab).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs the app's code in steps, one task each, in order. Evaluated in one go, the modules a page needs
 * before React can start (React, Zod and the contract's schemas, TanStack Query, i18next, Mantine, our
 * own) kept a slow phone's main thread busy for about 250 ms at once, right after the first paint: a tap
 * then waited for all of it. In steps, the browser gets a turn between them. Each step's code is already
 * on its way (index.html preloads every step, `build/boot-steps.ts`), so the steps add no round trip.
 */
export async function loadInSteps(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await loadCode(step);
    await nextTask();
  }
}

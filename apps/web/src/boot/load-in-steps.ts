import { loadCode } from '@/lib/load-code';
import { nextTask } from '@/lib/next-task';

/**
 * Runs the app's code in steps, one task each, in order. Evaluated in one go, the modules a page needs
 * before React can start (React, Zod and the contract's schemas, TanStack Query, Mantine, our
 * own) kept a slow phone's main thread busy in one long task, right after the first paint: a tap
 * then waited for all of it. In steps, the browser gets a turn between them. Each step's code is already
 * on its way (index.html preloads every step, `build/boot-steps.ts`), so the steps add no round trip.
 */
export async function loadInSteps(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await loadCode(step);
    await nextTask();
  }
}

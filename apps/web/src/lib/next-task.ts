type Scheduler = { yield?: () => Promise<void> };

/** `scheduler.yield()` where the browser has it. */
function schedulerYield(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : undefined;
}

/**
 * The next task: the browser paints and answers taps before the code goes on. `scheduler.yield()` where
 * the browser has it; a message otherwise (a timer would wait a whole second in a background tab).
 */
export function nextTask(): Promise<void> {
  return (
    schedulerYield() ??
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    })
  );
}

/**
 * `scheduler.yield()` where the browser has it, and nothing to wait for where it does not: for work that
 * is better in a task of its own but must not wait behind the tasks already queued (a yield resumes
 * before them; a message would not).
 */
export async function yieldIfSupported(): Promise<void> {
  await schedulerYield();
}

/**
 * Resolves once the browser has painted the next frame: for the larger part of an answer to a tap, so that
 * the tap's own frame (a spinner, a pressed state) is on screen first. React's transitions alone do not wait
 * for that paint: the browser may run their slices before it.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}

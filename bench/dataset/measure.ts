import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

/** One request of a read: its address and headers (a person's token, a visitor's address). */
export type Target = { url: string; headers?: Record<string, string> };

/** `errors`: answers other than 200 (a timeout's 503), counted apart; `firstError` says what the first was. */
export type Figures = {
  p50: number;
  p99: number;
  requests: number;
  load: number;
  errors: number;
  firstError?: string;
};

/**
 * Latency of a read over HTTP: `requests` requests on `connections` connections at once, spread over the
 * targets in turn (several people or lists, so no cache sees the same one twice in a row). A warm-up round
 * over other targets goes first, uncounted. Its whole body is read; an answer other than 200 is counted as an
 * error (its time still counts), so one read too slow to answer does not stop the others' measures.
 */
export async function measureRead(
  warmUp: Target[],
  targets: Target[],
  { requests = 200, connections = 8 } = {},
): Promise<Figures> {
  const errors: string[] = [];
  for (const t of warmUp) await call(t, errors);
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < requests; i = next++) {
      const started = performance.now();
      await call(targets[i % targets.length] as Target, errors);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] as number;
  return {
    p50: at(0.5),
    p99: at(0.99),
    requests: times.length,
    load: loadavg()[0] as number,
    errors: errors.length,
    firstError: errors[0],
  };
}

async function call(t: Target, errors: string[]) {
  const res = await fetch(t.url, { headers: t.headers });
  const body = await res.text();
  if (res.status !== 200) errors.push(`${t.url}: ${res.status} ${body.slice(0, 120)}`);
}

// Where a tap's time went, from the Chrome traces `npm run bench:inp` writes with BENCH_INP_TRACE: for each trace,
// the tap's interaction (its Event Timing entries: wait, handlers, paint) and the renderer's main-thread tasks
// between the tap and the interaction's next paint, each with what ran inside it (events, scripts, style, layout,
// paint, garbage collection) and the functions with the most self time in the V8 samples of that stretch.
//   npx tsx bench/inp-trace.ts <trace.json | folder> [...]
//   BENCH_TRACE_TOP  functions listed per trace (default 12)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
};

type Timing = {
  type: string;
  interactionId: number;
  timeStamp: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  enqueuedToMainThreadTime?: number;
  commitFinishTime?: number;
};

const top = Number(process.env.BENCH_TRACE_TOP ?? 12);
const ms = (us: number) => (us / 1000).toFixed(1);

/** What a task's child event is called in the summary: its kind and, for scripts and events, which one. */
function label(e: TraceEvent): string | undefined {
  const d = e.args?.data ?? {};
  switch (e.name) {
    case 'EventDispatch':
      return `event ${String(d.type)}`;
    case 'FunctionCall': {
      const url = String(d.url ?? '').replace(/^https?:\/\/[^/]+/, '');
      return `call ${String(d.functionName || '?')} ${url}`;
    }
    case 'v8.evaluateModule':
    case 'EvaluateScript':
    case 'v8.compileModule':
    case 'v8.compile': {
      const url = String(d.url ?? (e.args as Record<string, unknown>)?.fileName ?? '').replace(
        /^https?:\/\/[^/]+/,
        '',
      );
      return `${e.name} ${url}`;
    }
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
    case 'RunMicrotasks':
    case 'UpdateLayoutTree':
    case 'Layout':
    case 'PrePaint':
    case 'Paint':
    case 'Layerize':
    case 'Commit':
    case 'ParseHTML':
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'V8.GC_MARK_COMPACTOR':
    case 'HitTest':
    case 'IntersectionObserverController::computeIntersections':
    case 'ResourceReceivedData':
    case 'XHRReadyStateChange':
      return e.name;
    default:
      return undefined;
  }
}

function summariseTrace(file: string) {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  const timings = events.filter(
    (e) => e.name === 'EventTiming' && e.ph === 'b' && Number(e.args?.data?.interactionId ?? 0) > 0,
  );
  const last = timings.at(-1);
  if (!last) {
    console.log(`${basename(file)}: sin interacción`);
    return;
  }
  const { pid, tid } = last;
  const id = Number(last.args?.data?.interactionId);
  const entries = timings.filter((e) => Number(e.args?.data?.interactionId) === id);
  // Event Timing's times are the page's (ms since navigation); the trace's are µs of its own clock: the entry's
  // own trace event is stamped at its timeStamp.
  const first = entries[0] as TraceEvent;
  const offsetUs = first.ts - Number((first.args?.data as Timing | undefined)?.timeStamp ?? 0) * 1000;
  const toUs = (pageMs: number) => pageMs * 1000 + offsetUs;
  const data = entries.map((e) => e.args?.data as Timing);
  const startUs = toUs(Math.min(...data.map((d) => d.timeStamp)));
  const endUs = Math.max(...data.map((d) => toUs(d.timeStamp + d.duration)));
  const inp = Math.max(...data.map((d) => d.duration));
  console.log(`\n${basename(file)}: INP ${inp.toFixed(0)} ms`);
  const tapMs = Math.min(...data.map((d) => d.timeStamp));
  for (const d of data) {
    const t0 = d.timeStamp;
    const enq =
      d.enqueuedToMainThreadTime === undefined
        ? ''
        : ` llega +${(d.enqueuedToMainThreadTime - t0).toFixed(0)}`;
    console.log(
      `  ${d.type.padEnd(12)} a +${(t0 - tapMs).toFixed(0).padStart(4)} ms: dura ${d.duration.toFixed(0)}${enq}, manejadores +${(d.processingStart - t0).toFixed(0)}..+${(d.processingEnd - t0).toFixed(0)}, pintado +${(d.timeStamp + d.duration - t0).toFixed(0)}`,
    );
  }
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = main
    .filter(
      (e) => e.name === 'RunTask' && e.ts < endUs && e.ts + (e.dur ?? 0) > startUs && (e.dur ?? 0) >= 2000,
    )
    .sort((a, b) => a.ts - b.ts);
  const samples = samplesOf(events, pid, tid);
  let busy = 0;
  for (const task of tasks) {
    const taskEnd = task.ts + (task.dur ?? 0);
    busy += Math.min(taskEnd, endUs) - Math.max(task.ts, startUs);
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= taskEnd);
    const byLabel = new Map<string, number>();
    for (const e of inside) {
      const l = label(e);
      if (l) byLabel.set(l, (byLabel.get(l) ?? 0) + (e.dur ?? 0));
    }
    const parts = [...byLabel]
      .filter(([, us]) => us >= 1000)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([l, us]) => `${l} ${ms(us)}`);
    console.log(
      `  tarea +${ms(task.ts - startUs).padStart(6)} ms, ${ms(task.dur ?? 0).padStart(6)} ms: ${parts.join('; ')}`,
    );
    if ((task.dur ?? 0) >= 30_000)
      for (const [k, us] of topFunctions(samples, task.ts, taskEnd, 4))
        if (us >= 2000) console.log(`      ${ms(us).padStart(6)} ms  ${k}`);
  }
  console.log(`  hilo principal ocupado ${ms(busy)} de ${ms(endUs - startUs)} ms`);
  const lines = topFunctions(samples, startUs, endUs, top);
  if (lines.length > 0) console.log('  funciones (tiempo propio, del toque al pintado):');
  for (const [k, us] of lines) console.log(`    ${ms(us).padStart(6)} ms  ${k}`);
}

type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
};
type Sample = { at: number; us: number; key: string };

/** The V8 samples of the main thread (ProfileChunk events): when, how long until the next, and which function. */
function samplesOf(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const chunks = events.filter(
    (e) => e.name === 'ProfileChunk' && e.pid === pid && (profile === undefined || e.id === profile.id),
  );
  if (chunks.length === 0) return [];
  let at = Number((profile?.args?.data as { startTime?: number })?.startTime ?? chunks[0]?.ts);
  const nodes = new Map<number, ProfileNode>();
  const out: Sample[] = [];
  for (const chunk of chunks) {
    const d = chunk.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const samples = d.cpuProfile?.samples ?? [];
    const deltas = d.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      at += deltas[i] ?? 0;
      const node = nodes.get(samples[i] as number);
      if (!node) continue;
      const f = node.callFrame;
      const url = (f.url ?? '').replace(/^https?:\/\/[^/]+/, '');
      const where = url ? ` ${url}:${(f.lineNumber ?? 0) + 1}:${(f.columnNumber ?? 0) + 1}` : '';
      out.push({ at, us: 0, key: `${f.functionName || '(anónima)'}${where}` });
    }
  }
  out.sort((a, b) => a.at - b.at);
  for (let i = 0; i < out.length - 1; i++) {
    const s = out[i] as Sample;
    // A gap longer than the sampling interval is idle time, not the function's.
    s.us = Math.min((out[i + 1] as Sample).at - s.at, 2000);
  }
  return out;
}

/** The functions with the most self time among the samples in [fromUs, toUs]. */
function topFunctions(samples: Sample[], fromUs: number, toUs: number, n: number): [string, number][] {
  const self = new Map<string, number>();
  for (const s of samples) {
    if (s.at < fromUs || s.at > toUs || s.key.startsWith('(idle)') || s.key.startsWith('(program)')) continue;
    self.set(s.key, (self.get(s.key) ?? 0) + s.us);
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, n);
}

const inputs = process.argv.slice(2);
if (inputs.length === 0) {
  console.error('uso: npx tsx bench/inp-trace.ts <traza.json | carpeta> [...]');
  process.exit(1);
}
for (const input of inputs) {
  const files = statSync(input).isDirectory()
    ? readdirSync(input)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(input, f))
    : [input];
  for (const file of files) summariseTrace(file);
}

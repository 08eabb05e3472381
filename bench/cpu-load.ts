// The browser benches' two phases: "quiet" (the machine as it is) and "loaded" (the bench's own busy child on one
// core), so runs on a shared machine can be compared with a known extra load. The 1-minute load average is
// printed beside every figure either way.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

export type Phase = 'tranquila' | 'cargada';

/** `BENCH_WEB_LOAD=quiet|loaded|both` (default both): the phases to run, quiet first. */
export function phasesFromEnv(value = process.env.BENCH_WEB_LOAD ?? 'both'): Phase[] {
  const v = value.trim().toLowerCase();
  if (v === 'quiet') return ['tranquila'];
  if (v === 'loaded') return ['cargada'];
  if (v === 'both' || v === '') return ['tranquila', 'cargada'];
  throw new Error(`BENCH_WEB_LOAD=${value}: usa quiet, loaded o both`);
}

/** The 1-minute load average now, as printed beside each figure. */
export const load1 = () => loadavg()[0] as number;

/**
 * The burner's own code: spins, checks now and then that the bench is still there (a bench killed with SIGKILL
 * cannot stop it), and gives up after `maxMs` whatever happens.
 */
const burnerSource = (maxMs: number) => `
const parent = process.ppid, end = Date.now() + ${maxMs};
for (;;) {
  for (let i = 0; i < 5e7; i++);
  if (Date.now() > end) process.exit(0);
  try { process.kill(parent, 0); } catch { process.exit(0); }
}`;

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The core the burner takes: the last one, so a process that starts on core 0 first meets it there less. */
const burnerCore = () => availableParallelism() - 1;

let burner: ChildProcess | null = null;

function stopBurner() {
  if (burner && burner.exitCode === null && burner.signalCode === null) burner.kill('SIGKILL');
  burner = null;
}

// Stopped on any way out of the bench: a normal end, an error, Ctrl-C or a kill.
process.once('exit', stopBurner);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    stopBurner();
    process.kill(process.pid, signal);
  });
}

/** Starts one busy child pinned to one core (`taskset -c`, when there is one); says what it started. */
function startBurner(maxMs: number): string {
  if (burner) throw new Error('the CPU burner is already running');
  const code = ['-e', burnerSource(maxMs)];
  const core = burnerCore();
  const pinned = hasTaskset();
  burner = pinned
    ? spawn('taskset', ['-c', String(core), process.execPath, ...code], { stdio: 'ignore' })
    : spawn(process.execPath, code, { stdio: 'ignore' });
  burner.unref();
  return pinned
    ? `un proceso ocupado fijo en el núcleo ${core} (taskset)`
    : 'un proceso ocupado (sin taskset)';
}

/**
 * Runs `use` in the given phase: in "cargada", with the burner running from before the first measurement to
 * after the last (at most `maxMs`, 30 minutes by default). Prints what the phase is.
 */
export async function inPhase<T>(phase: Phase, use: () => Promise<T>, maxMs = 30 * 60_000): Promise<T> {
  if (phase === 'tranquila') {
    console.log(`\n— Fase tranquila: sin carga propia (loadavg 1 min ${load1().toFixed(2)})`);
    return use();
  }
  const what = startBurner(maxMs);
  try {
    // A second for the burner to be scheduled before the first measurement.
    await new Promise((r) => setTimeout(r, 1000));
    console.log(`\n— Fase cargada: ${what} (loadavg 1 min ${load1().toFixed(2)})`);
    return await use();
  } finally {
    stopBurner();
  }
}

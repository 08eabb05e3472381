// Where a V8 CPU profile's time goes: the functions with the most self time, and the same time by package.
//   npx tsx bench/profile-summary.ts <file.cpuprofile> [windows.json [call name words]]
// windows.json (written by `npm run bench` with BENCH_CPU_PROF) holds the seconds each call was measured; given, only
// the samples inside those windows count (the rest of a run is seeding and idle), for the calls whose name contains
// one of the comma-separated words (all of them without words).
//   BENCH_PROFILE_TOP  functions listed (default 15)
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A V8 CPU profile as `--cpu-prof` writes it (times in µs of the monotonic clock). */
type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** The seconds one call was measured, in µs of the monotonic clock (`process.hrtime`), which V8's profile uses too. */
export type Window = { name: string; startUs: number; endUs: number };

export type Line = { what: string; where: string; ms: number; share: number };
export type Summary = { busyMs: number; idleMs: number; functions: Line[]; packages: Line[] };

/** Bundled code (apps/api/dist) named by its source file and line through the bundle's source map. */
function sourceNamer() {
  const maps = new Map<string, SourceMap | null>();
  return (url: string, line: number, column: number) => {
    if (!url.startsWith('file://') || url.includes('/node_modules/')) return undefined;
    const file = fileURLToPath(url);
    let map = maps.get(url);
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
      } catch {
        map = null;
      }
      maps.set(url, map);
    }
    const entry = map?.findEntry(line, column) as
      | { originalSource?: string; originalLine?: number }
      | undefined;
    if (!entry?.originalSource) return undefined;
    const source = relative(root, resolve(dirname(file), entry.originalSource));
    return `${source}:${(entry.originalLine ?? 0) + 1}`;
  };
}

/** Which package (or Node itself, or our code) a function belongs to. */
function packageOf(url: string, functionName: string) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native V8)';
  if (url.startsWith('node:')) return 'node';
  const nm = url.lastIndexOf('/node_modules/');
  if (nm < 0) return 'ours';
  const rest = url.slice(nm + '/node_modules/'.length).split('/');
  return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
}

/**
 * Self time per function and per package, over the samples inside `windows` (all samples without them). Each
 * sample is charged the time until the next one, as Chrome's DevTools does. `(idle)` is left out of the shares:
 * they are of the time the process was busy.
 */
export function summarise(profile: CpuProfile, windows?: Window[], top = 15): Summary {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const name = sourceNamer();
  const byFunction = new Map<string, Line>();
  const byPackage = new Map<string, Line>();
  let at = profile.startTime;
  let busy = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (windows && !windows.some((w) => at >= w.startUs && at < w.endUs)) continue;
    const frame = frames.get(profile.samples[i] as number);
    if (!frame) continue;
    if (frame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    busy += us;
    const where =
      name(frame.url, frame.lineNumber, frame.columnNumber) ??
      (frame.url ? `${frame.url.replace(/^.*\/node_modules\//, '')}:${frame.lineNumber + 1}` : '');
    const what = frame.functionName || '(anonymous)';
    const key = `${what} ${where}`;
    const line = byFunction.get(key) ?? { what, where, ms: 0, share: 0 };
    line.ms += us / 1000;
    byFunction.set(key, line);
    const pkg = packageOf(frame.url, frame.functionName);
    const total = byPackage.get(pkg) ?? { what: pkg, where: '', ms: 0, share: 0 };
    total.ms += us / 1000;
    byPackage.set(pkg, total);
  }
  const ranked = (lines: Iterable<Line>, n: number) =>
    [...lines]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, n)
      .map((l) => ({ ...l, share: busy ? l.ms / (busy / 1000) : 0 }));
  return {
    busyMs: busy / 1000,
    idleMs: idle / 1000,
    functions: ranked(byFunction.values(), top),
    packages: ranked(byPackage.values(), 12),
  };
}

/** The summary as text, as the bench prints it. */
export function formatSummary(title: string, s: Summary) {
  const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)} %`;
  const busyShare = s.busyMs / Math.max(1e-9, s.busyMs + s.idleMs);
  return [
    `${title}: ${s.busyMs.toFixed(0)} ms busy (${(busyShare * 100).toFixed(0)} % of the measured time)`,
    '  self time by function:',
    ...s.functions.map((l) => `  ${pct(l.share)}  ${l.what.slice(0, 40).padEnd(40)} ${l.where}`),
    '  by package:',
    ...s.packages.map((l) => `  ${pct(l.share)}  ${l.what}`),
  ].join('\n');
}

/** Reads a profile and, if given, the bench's windows, keeping those whose call name contains one of `words`. */
export function summariseFiles(profileFile: string, windowsFile?: string, words: string[] = [], top = 15) {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as CpuProfile;
  if (!windowsFile) return formatSummary(profileFile, summarise(profile, undefined, top));
  const all = JSON.parse(readFileSync(windowsFile, 'utf8')) as Window[];
  const names = [...new Set(all.map((w) => w.name))].filter(
    (n) => words.length === 0 || words.some((w) => n.toLowerCase().includes(w.toLowerCase())),
  );
  return names
    .map((n) =>
      formatSummary(
        n,
        summarise(
          profile,
          all.filter((w) => w.name === n),
          top,
        ),
      ),
    )
    .join('\n\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [profileFile, windowsFile, words] = process.argv.slice(2);
  if (!profileFile) {
    console.error('usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [windows.json [words,…]]');
    process.exit(1);
  }
  const top = Number(process.env.BENCH_PROFILE_TOP ?? 15);
  console.log(summariseFiles(profileFile, windowsFile, words?.split(',').filter(Boolean), top));
}

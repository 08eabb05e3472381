// What the benches print of several runs: the median, and the spread (min–max) so a reader sees the noise.

export type Summary = { median: number; min: number; max: number; runs: number };

/** Median (the mean of the two middle values for an even count), min and max; NaN figures are left out. */
export function summarize(values: readonly number[]): Summary {
  const xs = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  const n = xs.length;
  if (n === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, runs: 0 };
  const mid = Math.floor(n / 2);
  const median = n % 2 ? (xs[mid] as number) : ((xs[mid - 1] as number) + (xs[mid] as number)) / 2;
  return { median, min: xs[0] as number, max: xs[n - 1] as number, runs: n };
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(xs: readonly number[]) {
  return summarize(xs).median;
}

/** `120 (95–160)`: the median and, with more than one run, the spread, each through `format`. */
export function withSpread(s: Summary, format: (v: number) => string): string {
  if (s.runs === 0) return '—';
  if (s.runs === 1 || s.min === s.max) return format(s.median);
  return `${format(s.median)} (${format(s.min)}–${format(s.max)})`;
}

/** One line of a bench's table: each cell padded to its column's width (`[name, width]`), the end trimmed. */
export function tableLine(
  columns: ReadonlyArray<readonly [string, number, ...unknown[]]>,
  cells: string[],
): string {
  return cells
    .map((c, i) => c.padEnd(columns[i]?.[1] ?? 0))
    .join(' ')
    .trimEnd();
}

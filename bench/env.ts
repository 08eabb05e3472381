/** The comma-separated words of a bench setting (`BENCH_ONLY=wallet,search`), trimmed and in lower case. */
export function wordsFromEnv(name: string): string[] {
  return (process.env[name] ?? '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
}

/** A three-column Markdown table on standard output, its first row the heading: how the test scripts report. */
export function printTable(rows: Array<[string, string, string]>) {
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c]?.length ?? 0)));
  const line = (r: [string, string, string]) =>
    `| ${r.map((cell, c) => cell.padEnd(widths[c] as number)).join(' | ')} |`;
  console.log(line(rows[0] as [string, string, string]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
}

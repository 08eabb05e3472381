import { stringify } from 'csv-stringify/sync';

/** Control characters (C0 with tab, CR and LF; DEL; C1) and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point.
const LINE_BREAKING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
/** What a spreadsheet runs as a formula at a cell's start (spaces before it too), full-width forms included. */
const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A plain number ("-12.50") is data, not a formula: it keeps its sign. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One cell as a spreadsheet may safely read it (OWASP "CSV injection"). Text people typed, or text stored before
 * the schemas refused control characters, can neither start a line of its own nor run as a formula:
 * - every control character and line separator becomes a space. A quoted field may legally hold a line break,
 *   but a spreadsheet shows what follows it as a new line, and a line that starts with `=` there is a formula
 *   just the same (`Ana⏎=2+2`); with no break inside a cell, each line starts where a cell starts;
 * - a cell that starts with = + - @ (after any spaces) gets a leading apostrophe, which spreadsheets take as
 *   "this is text". Tab and carriage return, the other two starts OWASP lists, are spaces by then.
 */
export function spreadsheetCell(value: string): string {
  const flat = value.replace(LINE_BREAKING, ' ');
  if (PLAIN_NUMBER.test(flat)) return flat;
  return FORMULA_START.test(flat) ? `'${flat}` : flat;
}

/**
 * A CSV file for spreadsheets: RFC 4180 through csv-stringify (commas, CRLF, a field holding a comma or a quote
 * between quotes, quotes doubled), UTF-8 with a BOM so spreadsheets read the accents. Every cell, the header's
 * too, goes through `spreadsheetCell`: a new column cannot forget it.
 */
export function spreadsheetCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const cells = [header, ...rows].map((row) => row.map(spreadsheetCell));
  return `\uFEFF${stringify(cells, { record_delimiter: 'windows' })}`;
}

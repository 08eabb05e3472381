import { describe, expect, it } from 'vitest';
import { spreadsheetCell, spreadsheetCsv } from '../src/csv.js';

/** CSV for spreadsheets: no cell runs as a formula, none starts a line of its own (OWASP "CSV injection"). */
describe('a spreadsheet cell', () => {
  it('defuses every formula start, after spaces too, and leaves other text alone', () => {
    expect(
      ['=1', '+1', '@a', '-1+1', ' =1', '   @SUM(A1)', '＝1', 'Ana', "O'Brien", 'a=b'].map(spreadsheetCell),
    ).toEqual(["'=1", "'+1", "'@a", "'-1+1", "' =1", "'   @SUM(A1)", "'＝1", 'Ana', "O'Brien", 'a=b']);
  });

  it('keeps a plain number, its sign too', () => {
    expect(['-12.50', '7.00', '0', '-3'].map(spreadsheetCell)).toEqual(['-12.50', '7.00', '0', '-3']);
  });

  it('turns every line break and control character into a space, then defuses what starts the cell', () => {
    expect(spreadsheetCell('Ana\n=2+2')).toBe('Ana =2+2');
    expect(spreadsheetCell('Ana\r\n=2+2')).toBe('Ana  =2+2');
    expect(spreadsheetCell('\t=1')).toBe("' =1");
    expect(spreadsheetCell('\r@a')).toBe("' @a");
    expect(spreadsheetCell('\tx')).toBe(' x');
    expect(spreadsheetCell('a\u2028=1\u2029b\u0085c\u007fd\u0000e')).toBe('a =1 b c d e');
  });
});

describe('a spreadsheet CSV', () => {
  it('is RFC 4180 with CRLF and a BOM, quotes what needs it, and has one line per row', () => {
    const csv = spreadsheetCsv(
      ['Nombre', 'Nota'],
      [
        ['Ana\n=2+2', 'uno, dos'],
        ['=HYPERLINK("http://x")', '\r\n-1+1'],
      ],
    );
    expect(csv).toBe('\uFEFFNombre,Nota\r\nAna =2+2,"uno, dos"\r\n"\'=HYPERLINK(""http://x"")",\'  -1+1\r\n');
    // Whatever a spreadsheet takes for a line (CR, LF, CRLF, the Unicode separators), each is one row.
    expect(csv.split(/\r\n|[\r\n\u2028\u2029]/)).toHaveLength(4);
  });
});

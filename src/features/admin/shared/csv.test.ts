import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

/** The cells a spreadsheet app sees in a line, splitting at `separator` outside quotes. */
function cellsAsSeenWith(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (char === '"' && quoted && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

describe('toCsv', () => {
  it('quotes every text, escapes its quotes and keeps line breaks inside it', () => {
    expect(
      toCsv([
        ['a', 1, null],
        ['x,y', 'say "hi"', 'two\nlines'],
      ]),
    ).toBe('"a",1,\r\n"x,y","say ""hi""","two\nlines"');
  });

  // Issue 35: opened where the list separator is ";" (Excel in German or French), an unquoted
  // `x;=cmd…` became a live cell `=cmd…`.
  const payloads = [
    '-2+3',
    "=cmd|' /C calc'!A0",
    '+1',
    '@SUM(1)',
    "Ada;=cmd|' /C calc'!A0",
    'Ada; -2+3',
    'Ada,=1+1',
    'Ada\t=1+1',
  ];

  it.each([',', ';', '\t'])('no cell starts a formula with the separator %j', (separator) => {
    const csv = toCsv([['Contact', ...payloads]]);
    for (const cell of cellsAsSeenWith(csv, separator)) {
      // Each piece a split at the separator could make, as the app would trim it.
      for (const piece of cell.split(/[,;\t\r\n]/)) {
        expect(piece.trimStart(), JSON.stringify(cell)).not.toMatch(/^[=+\-@]/);
      }
    }
  });

  it('keeps numbers and the text itself readable', () => {
    expect(toCsv([[-5, 2.5, true, 'Ada Lovelace', '-2+3']])).toBe(
      '-5,2.5,true,"Ada Lovelace","\'-2+3"',
    );
  });
});

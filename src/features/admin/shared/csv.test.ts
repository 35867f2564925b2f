import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('joins cells and escapes quotes, commas and line breaks', () => {
    expect(
      toCsv([
        ['a', 1, null],
        ['x,y', 'say "hi"', 'two\nlines'],
      ]),
    ).toBe('a,1,\r\n"x,y","say ""hi""","two\nlines"');
  });
});

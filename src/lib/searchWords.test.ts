import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foundAtWordStart, searchWords } from './searchWords';

describe('searchWords', () => {
  it('gives the lower-cased words of the texts, each once, and skips what is no text', () => {
    expect(searchWords(['ORD-1795-ab12', 'Grace Hopper', 'grace.hopper@example.com', 7])).toEqual([
      'ord',
      '1795',
      'ab12',
      'grace',
      'hopper',
      'example',
      'com',
    ]);
    expect(searchWords(['José Müller', '  ', '', null])).toEqual(['josé', 'müller']);
  });
});

describe('foundAtWordStart', () => {
  it('finds a query where a word begins, in any case', () => {
    expect(foundAtWordStart('Nora Patel', 'patel')).toBe(true);
    expect(foundAtWordStart('Nora Patel', 'nora p')).toBe(true);
    expect(foundAtWordStart('Nora Patel', 'atel')).toBe(false);
    expect(foundAtWordStart('ORD-1795-AB12', 'ord-1795')).toBe(true);
    expect(foundAtWordStart('ORD-1795-AB12', '795')).toBe(false);
    // A later occurrence at a word start counts.
    expect(foundAtWordStart('anna ann', 'ann')).toBe(true);
    expect(foundAtWordStart('banana nana', 'nana')).toBe(true);
    expect(foundAtWordStart('banana', 'nana')).toBe(false);
  });

  it('finds a query that begins with a separator anywhere, and none that has no word', () => {
    expect(foundAtWordStart('ada@example.com', '@example')).toBe(true);
    expect(foundAtWordStart('ada@example.com', '@')).toBe(false);
    expect(foundAtWordStart('ada@example.com', '')).toBe(true);
  });

  // What lets an index answer it: whatever a query finds has each of the query's words at the
  // start of one of its own words.
  it('finds only texts that have every query word as a prefix of one of their words', () => {
    const text = fc.stringMatching(/^[a-cA-C .@-]{0,16}$/);
    fc.assert(
      fc.property(text, text, (stored, typed) => {
        const query = typed.trim().toLowerCase();
        if (!foundAtWordStart(stored, query)) return;
        const words = searchWords([stored]);
        for (const word of searchWords([query])) {
          expect(words.some((stored) => stored.startsWith(word))).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});

// A search that an index can answer: a query is found where a word begins (in any case), so
// "patel", "hopper@ex" and "ord-1795" find their records while "atel" does not. Each record keeps
// its words in a multi-entry index; a query reads the records under one of its words' prefixes
// (the rarest) and checks them with `foundAtWordStart`, which every record it finds passes.

const wordCharacter = /[\p{L}\p{M}\p{N}]/u;
const wordBreaks = /[^\p{L}\p{M}\p{N}]+/u;

/** The lower-cased words (runs of letters and digits) of some texts, each once. */
export function searchWords(texts: readonly unknown[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const word of text.toLowerCase().split(wordBreaks)) if (word) words.add(word);
  }
  return [...words];
}

/**
 * Whether the lower-cased `query` occurs in `text` (any case) where a word begins: at the start,
 * after a character that is no letter or digit, or anywhere when the query itself begins with
 * one ("@example" finds "ada@example.com"). A query with no word in it finds nothing (no index
 * could answer it), the empty query everything.
 */
export function foundAtWordStart(text: string, query: string): boolean {
  if (!query) return true;
  if (!wordCharacter.test(query)) return false;
  const lower = text.toLowerCase();
  const anywhere = !wordCharacter.test(query[0]);
  for (let at = lower.indexOf(query); at !== -1; at = lower.indexOf(query, at + 1)) {
    if (anywhere || at === 0 || !wordCharacter.test(lower[at - 1])) return true;
  }
  return false;
}

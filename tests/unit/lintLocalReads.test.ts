// One way to read local data (docs/patterns.md, "Reading local data"): only useLocalQuery may
// import dexie-react-hooks or Dexie's liveQuery; a test may watch a query with liveQuery.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({
  cwd,
  overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
});

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nvoid x;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const feature = 'src/features/shop/wishlist/Fixture.tsx';
const hooks = "import { useLiveQuery as x } from 'dexie-react-hooks';";
const liveQuery = "import { liveQuery as x } from 'dexie';";

describe('local reads (eslint no-restricted-imports)', () => {
  it.each([
    ["dexie-react-hooks' useLiveQuery in a feature", feature, hooks],
    ['Dexie’s liveQuery in a feature', feature, liveQuery],
    ['Dexie’s liveQuery in a data module', 'src/data/Fixture.ts', liveQuery],
    ['dexie-react-hooks in a test', 'src/data/Fixture.test.tsx', hooks],
  ])('reports %s, pointing to useLocalQuery', { timeout: 60_000 }, async (_, filePath, code) => {
    const messages = await restricted(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('useLocalQuery (src/data/useLocalQuery.ts');
  });

  it.each([
    ['liveQuery in the one hook module', 'src/data/useLocalQuery.ts', liveQuery],
    ['liveQuery in a test', 'src/data/Fixture.test.ts', liveQuery],
    [
      'the rest of Dexie in a data module',
      'src/data/Fixture.ts',
      "import { Dexie as x } from 'dexie';",
    ],
  ])('allows %s', { timeout: 60_000 }, async (_, filePath, code) => {
    expect(await restricted(filePath, code)).toEqual([]);
  });
});

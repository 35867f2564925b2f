// The feature boundaries in eslint.config.js are checked on resolved paths: a relative import
// (`../news/model`) that crosses a feature folder must be reported. The fixture files need not
// exist; the modules they import do (checked with no-unresolved: the rule skips what it cannot
// resolve, so an allowed case must not pass by a missing module).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({
  cwd,
  // no-cycle would walk the whole app from `app/router`: not what this test is about.
  overrideConfig: { rules: { 'import-x/no-unresolved': 'error', 'import-x/no-cycle': 'off' } },
});

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${importPath}';\n`, { filePath });
  const unresolved = result.messages.filter((m) => m.ruleId === 'import-x/no-unresolved');
  expect(unresolved, `${importPath} from ${filePath}`).toEqual([]);
  return result.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

const about = 'src/features/site/about/Fixture.tsx';

describe('feature and layer boundaries (eslint import-x/no-restricted-paths)', () => {
  it.each([
    ['another feature of the same area', about, '../news/model'],
    ['another area, through its shared folder', about, '../../shop/components/model'],
    ['a feature, from a shared layer', 'src/lib/Fixture.ts', '../features/site/news/model'],
    [
      'a feature, from its area shared folder',
      'src/features/site/components/Fixture.tsx',
      '../news/model',
    ],
    ['the app, from a feature', about, '../../../app/router'],
    ['mocks/, from a feature', about, '../../../../mocks/db'],
    ['src/data, from the api layer', 'src/api/cart/Fixture.ts', '../../data/session'],
    ['src/data, from an api test', 'src/api/Fixture.test.ts', '../data/session'],
    ['src/api, from src/lib', 'src/lib/Fixture.ts', '../api/http'],
    ['src/components, from src/data', 'src/data/Fixture.ts', '../components/notify'],
  ])('reports %s', { timeout: 60_000 }, async (_, filePath, importPath) => {
    expect(await boundaryErrors(filePath, importPath)).toHaveLength(1);
  });

  it.each([
    ['its own feature', about, './AboutPage'],
    ['its area shared folder', about, '../components/model'],
    ['a shared layer', about, '../../../lib/money'],
    ['the app theme', about, '../../../app/theme'],
    ['mocks/, from a test', 'src/features/site/about/Fixture.test.ts', '../../../../mocks/db'],
    ['src/api, from src/data', 'src/data/Fixture.ts', '../api/http'],
    ['src/lib, from the api layer', 'src/api/Fixture.ts', '../lib/money'],
  ])('allows %s', { timeout: 60_000 }, async (_, filePath, importPath) => {
    expect(await boundaryErrors(filePath, importPath)).toEqual([]);
  });
});

// The toolbox is TypeScript and fully checked (docs/decisions/0017-scripts-in-typescript.md):
// ESLint refuses a .js/.mjs/.cjs file under scripts/ and a `@ts-nocheck` in one of its .ts files,
// and none is left there.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({
  cwd,
  overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
});

async function messages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return result.messages.map((m) => `${m.ruleId ?? 'eslint'}: ${m.message}`);
}

/** Every file under scripts/, relative to the project. */
function scriptFiles(): string[] {
  return readdirSync(path.join(cwd, 'scripts'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(cwd, path.join(entry.parentPath, entry.name)));
}

const rename =
  'no-restricted-syntax: Scripts are TypeScript (run with tsx): rename this file to .ts.';

describe('scripts are TypeScript (eslint)', () => {
  it.each(['scripts/fixture.mjs', 'scripts/bench/fixture.js', 'scripts/media/fixture.cjs'])(
    'refuses %s',
    async (file) => {
      expect(await messages(file, "console.info('hello');")).toContain(rename);
    },
  );

  it('lets the same script through as .ts', async () => {
    expect(await messages('scripts/bench/fixture.ts', "console.info('hello');")).toEqual([]);
  });

  it.each(['scripts/bench/fixture.ts', 'scripts/bench/report.ts'])(
    'refuses a @ts-nocheck in %s, described or not',
    async (file) => {
      for (const comment of ['// @ts-nocheck', '// @ts-nocheck -- not typed yet']) {
        const found = await messages(file, `${comment}\nexport const answer = 42;`);
        expect(found.some((m) => m.startsWith('@typescript-eslint/ban-ts-comment:'))).toBe(true);
      }
    },
  );
});

describe('the scripts folder', () => {
  it('holds no @ts-nocheck', () => {
    const unchecked = scriptFiles().filter(
      (file) =>
        /\.[cm]?[jt]sx?$/.test(file) &&
        readFileSync(path.join(cwd, file), 'utf8').includes('@ts-nocheck'),
    );
    expect(unchecked).toEqual([]);
  });

  it('holds no JavaScript file', () => {
    expect(scriptFiles().filter((file) => /\.[cm]?jsx?$/.test(file))).toEqual([]);
  });
});

// `npm run lint` refuses an import circle even when it runs through type-only imports, which
// ESLint's import-x/no-cycle skips by design: `lint:cycles` runs dependency-cruiser with the
// project's .dependency-cruiser.mjs. Here it checks a pair of files written to a temporary folder.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const depcruise = path.join(cwd, 'node_modules/.bin/depcruise');
let dir: string | null = null;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

/** Writes the files to a fresh folder and runs the cycle check on it. */
async function checkCycles(files: Record<string, string>) {
  dir = await mkdtemp(path.join(tmpdir(), 'lint-cycles-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  const args = [dir, '--config', '.dependency-cruiser.mjs', '--output-type', 'err'];
  try {
    const { stdout } = await promisify(execFile)(depcruise, args, { cwd });
    return { exitCode: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { exitCode: failed.code ?? -1, output: failed.stdout ?? '' };
  }
}

const recordA = "import type { B } from './b';\nexport interface A {\n  b?: B;\n}\n";
const recordB = "import type { A } from './a';\nexport interface B {\n  a?: A;\n}\n";
const plainB = 'export interface B {\n  name: string;\n}\n';

describe('the import cycle check (npm run lint:cycles)', () => {
  it('fails on a circle made only of type imports', { timeout: 60_000 }, async () => {
    const { exitCode, output } = await checkCycles({ 'a.ts': recordA, 'b.ts': recordB });
    expect(exitCode).not.toBe(0);
    expect(output).toContain('no-circular');
    expect(output).toMatch(/a\.ts →\s+\S*b\.ts →\s+\S*a\.ts/);
  });

  it('passes the same type import without the way back', { timeout: 60_000 }, async () => {
    const { exitCode, output } = await checkCycles({ 'a.ts': recordA, 'b.ts': plainB });
    expect(output).not.toContain('no-circular');
    expect(exitCode).toBe(0);
  });

  it('runs from npm run lint over src, mocks, scripts and tests', async () => {
    const { scripts } = JSON.parse(await readFile(path.join(cwd, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.lint).toMatch(/^run-p .*\blint:cycles\b/);
    expect(scripts['lint:cycles']).toBe(
      'depcruise src mocks scripts tests --config .dependency-cruiser.mjs --output-type err',
    );
  });
});

// `npm test` is CI (.ci/run). It runs its checks side by side to fit 2 cores: none may drop out
// of it on the way, the app is built once, and the end-to-end tests run on that build.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const packageJson = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { scripts: Record<string, string> };
const { scripts } = packageJson;

/** The commands a script runs, `npm run x` and the names given to run-p / run-s expanded. */
function commands(name: string): string[] {
  const script = scripts[name];
  if (script === undefined) throw new Error(`package.json has no script "${name}"`);
  return script.split(/\s*&&\s*/).flatMap(expand);
}

function expand(command: string): string[] {
  const runAll = /^run-[ps]\s(.*)$/.exec(command);
  if (runAll) {
    const names = runAll[1].split(/\s+/).filter((word) => word !== '' && !word.startsWith('-'));
    return names.flatMap(commands);
  }
  const npmRun = /^npm run (\S+)$/.exec(command);
  return npmRun ? commands(npmRun[1]) : [command];
}

/** `npm test`'s stages, one after the other; each is the list of commands it runs. */
const stages = scripts.test.split(/\s*&&\s*/).map(expand);
const all = stages.flat();

describe('npm test', () => {
  it.each([
    ['the typecheck', /^tsc -b --noEmit$/],
    ['ESLint', /^eslint \.$/],
    ['the Prettier check', /^prettier --check \.$/],
    ['the import-circle check', /^depcruise /],
    ['the API lint', /redocly lint$/],
    ['the unit tests', /^vitest run$/],
    ['the contract test over HTTP', /scripts\/contractOverHttp\.ts$/],
    ['the build', /^vite build$/],
    ['the bundle budgets', /size-limit/],
    ['the first-paint bundle checks', /scripts\/bundle-report\.ts --check$/],
    ['the end-to-end tests', /^playwright test$/],
  ])('runs %s', (_check, command) => {
    expect(all.filter((c) => command.test(c))).toHaveLength(1);
  });

  it('builds once, checks the budgets on that build, and runs Playwright after it', () => {
    const stageOf = (command: RegExp) => stages.findIndex((s) => s.some((c) => command.test(c)));
    const build = stageOf(/^vite build$/);
    expect(all.filter((c) => /\bvite build\b/.test(c))).toHaveLength(1);
    expect(stageOf(/size-limit/)).toBe(build);
    expect(stageOf(/^playwright test$/)).toBeGreaterThan(build);
    // Within a stage, the budgets come after the build: they read dist/.
    const buildScript = scripts['test:build'].split(/\s*&&\s*/);
    expect(buildScript[0]).toBe('vite build');
  });

  it('fails when a check fails: stages are joined with && and run-p stops at a failure', () => {
    expect(scripts.test).not.toMatch(/;|\|\||--continue-on-error/);
    expect(scripts.lint).not.toMatch(/--continue-on-error/);
  });
});

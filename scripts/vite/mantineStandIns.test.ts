import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { mantineStandIns, type MantineStandIn } from './mantineStandIns';

// A tiny project: a fake @mantine/hooks whose index imports './use-id/use-id.mjs' (and whose
// split.mjs reaches that module by another path), an app module at that same relative path, and a
// stand-in.
const files: Record<string, string> = {
  'node_modules/@mantine/hooks/package.json': JSON.stringify({
    name: '@mantine/hooks',
    type: 'module',
    exports: { '.': './index.mjs', './split.mjs': './split.mjs' },
  }),
  'node_modules/@mantine/hooks/index.mjs': "export { useId } from './use-id/use-id.mjs';\n",
  'node_modules/@mantine/hooks/use-id/use-id.mjs': "export const useId = () => 'Mantine';\n",
  'node_modules/@mantine/hooks/split.mjs':
    "export { useId } from './use-id/../use-id/use-id.mjs';\n",
  'standIn.mjs': "export const useId = () => 'stand-in';\n",
  'use-id/use-id.mjs': "export const own = 'the app';\n",
  'app.mjs': [
    "import { useId } from '@mantine/hooks';",
    "import { own } from './use-id/use-id.mjs';",
    'export const answer = [useId(), own];',
    '',
  ].join('\n'),
  'split.mjs': [
    "import { useId } from '@mantine/hooks';",
    "import { useId as again } from '@mantine/hooks/split.mjs';",
    'export const answer = [useId(), again()];',
    '',
  ].join('\n'),
  'noMantine.mjs': "export const answer = 'no Mantine here';\n",
  // A package two Mantine modules import, where only one of them gets the stand-in.
  'node_modules/floating/package.json': JSON.stringify({
    name: 'floating',
    type: 'module',
    exports: { '.': './index.mjs' },
  }),
  'node_modules/floating/index.mjs': "export const merge = () => 'floating';\n",
  'node_modules/@mantine/core/package.json': JSON.stringify({
    name: '@mantine/core',
    type: 'module',
    exports: { '.': './index.mjs' },
  }),
  'node_modules/@mantine/core/index.mjs': [
    "export { scroll } from './esm/ScrollArea.mjs';",
    "export { tooltip } from './esm/Tooltip.mjs';",
    '',
  ].join('\n'),
  'node_modules/@mantine/core/esm/ScrollArea.mjs':
    "import { merge } from 'floating';\nexport const scroll = () => merge();\n",
  'node_modules/@mantine/core/esm/Tooltip.mjs':
    "import { merge } from 'floating';\nexport const tooltip = () => merge();\n",
  'mergeStandIn.mjs': "export const merge = () => 'stand-in';\n",
  'core.mjs': [
    "import { scroll, tooltip } from '@mantine/core';",
    'export const answer = [scroll(), tooltip()];',
    '',
  ].join('\n'),
};

let root: string;
const at = (file: string) => join(root, file);

beforeAll(async () => {
  root = await realpath(await mkdtemp(join(tmpdir(), 'mantine-stand-ins-')));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(at(file)), { recursive: true });
    await writeFile(at(file), text);
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Builds `entry` with the plugin; answers the ids of the modules bundled. */
async function bundle(entry: string, standIns: MantineStandIn[]): Promise<string[]> {
  const output = (await build({
    root,
    configFile: false,
    envFile: false,
    logLevel: 'silent',
    plugins: [mantineStandIns(standIns)],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: at(entry), preserveEntrySignatures: 'strict' },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : []));
}

const useIdStandIn = (specifier = './use-id/use-id.mjs'): MantineStandIn => ({
  specifier,
  replacement: at('standIn.mjs'),
});

describe('mantineStandIns', () => {
  it("replaces the module a Mantine file imports by that exact path, and only Mantine's", async () => {
    const modules = await bundle('app.mjs', [useIdStandIn()]);
    expect(modules).toContain(at('standIn.mjs'));
    expect(modules).not.toContain(at('node_modules/@mantine/hooks/use-id/use-id.mjs'));
    // The app's own module at the same relative path is left alone.
    expect(modules).toContain(at('use-id/use-id.mjs'));
  });

  it('fails the build when a stand-in never applied', async () => {
    const renamed = bundle('app.mjs', [useIdStandIn(), useIdStandIn('./use-id/renamed.mjs')]);
    await expect(renamed).rejects.toThrow(
      /Mantine stand-in never applied: \.\/use-id\/renamed\.mjs[\s\S]*docs\/decisions\/0003-mantine-stand-ins\.md/,
    );
    await expect(renamed).rejects.not.toThrow(/never applied: \.\/use-id\/use-id\.mjs/);
  });

  it("fails the build when Mantine's original is bundled some other way too", async () => {
    await expect(bundle('split.mjs', [useIdStandIn()])).rejects.toThrow(
      /Mantine stand-in bypassed: node_modules\/@mantine\/hooks\/use-id\/use-id\.mjs is bundled/,
    );
  });

  it('replaces a package for the one Mantine module named, and leaves it to the others', async () => {
    const standIn: MantineStandIn = {
      specifier: 'floating',
      importer: 'core/esm/ScrollArea.mjs',
      replacement: at('mergeStandIn.mjs'),
    };
    const modules = await bundle('core.mjs', [standIn]);
    expect(modules).toContain(at('mergeStandIn.mjs'));
    // Tooltip still imports the package itself: no "bypassed" failure for that.
    expect(modules).toContain(at('node_modules/floating/index.mjs'));

    const moved = bundle('core.mjs', [{ ...standIn, importer: 'core/esm/Moved.mjs' }]);
    await expect(moved).rejects.toThrow(/Mantine stand-in never applied: floating/);
  });

  it('leaves a build without Mantine alone', async () => {
    await expect(bundle('noMantine.mjs', [useIdStandIn()])).resolves.toEqual([at('noMantine.mjs')]);
  });
});

import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { barrelExports, barrelPackages, namedImports } from './firstPaintChunks';

// The plugin reads Mantine's barrel files with regular expressions (decision 0010). These tests
// run them over the installed Mantine, so an upgrade that changes the barrels' shape fails here,
// naming what stopped matching, instead of quietly splitting the first paint again.

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The ES module file a package's `import` resolves to (its package.json `module` field). */
function barrelFile(pkg: string): string {
  const manifestPath = join(root, 'node_modules', pkg, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { module?: string };
  if (!manifest.module) throw new Error(`${pkg} has no "module" entry`);
  return join(dirname(manifestPath), manifest.module);
}

/** Bare specifiers inside a barrel (e.g. core's react-remove-scroll), resolved like Node does. */
const resolveBare = async (specifier: string, importer: string) =>
  createRequire(importer).resolve(specifier);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every name the app imports from each barrel package, as the plugin's transform sees it. */
function appImports(): Map<string, Set<string>> {
  const byPackage = new Map<string, Set<string>>();
  for (const file of sourceFiles(join(root, 'src'))) {
    for (const [pkg, names] of namedImports(readFileSync(file, 'utf8'))) {
      const set = byPackage.get(pkg) ?? new Set<string>();
      names.forEach((name) => set.add(name));
      byPackage.set(pkg, set);
    }
  }
  return byPackage;
}

describe('namedImports', () => {
  it('takes value imports from the barrel packages, with aliases resolved to the exported name', () => {
    const code = [
      "import { Button, Text as Label } from '@mantine/core';",
      "import type { MantineTheme } from '@mantine/core';",
      "import { type BoxProps, Group } from '@mantine/core';",
      "import { useDisclosure } from '@mantine/hooks';",
      "import { LineChart } from '@mantine/charts';",
      "import { x } from 'elsewhere';",
    ].join('\n');
    expect(Object.fromEntries(namedImports(code))).toEqual({
      '@mantine/core': ['Button', 'Text', 'Group'],
      '@mantine/hooks': ['useDisclosure'],
    });
  });
});

describe.each(barrelPackages)("Mantine's barrel %s", (pkg) => {
  it('still maps every name the app imports to a module file that exports it', async () => {
    const file = barrelFile(pkg);
    const exports = await barrelExports(file, resolveBare);
    // A barrel of another shape (`export *`, other quotes, one line per name) maps nothing.
    expect(exports.size, `${pkg}: no "import { … } from "…";" line matched`).toBeGreaterThan(0);
    const imported = [...(appImports().get(pkg) ?? [])];
    expect(imported.length, `the app imports nothing from ${pkg}`).toBeGreaterThan(0);
    for (const name of imported) {
      const target = exports.get(name);
      expect(target, `${pkg}: ${name} is not found in its barrel`).toBeDefined();
      expect(existsSync(target!), `${pkg}: ${target} does not exist`).toBe(true);
      const code = readFileSync(target!, 'utf8');
      expect(code, `${pkg}: ${target} does not export ${name}`).toMatch(
        new RegExp(`export\\s*\\{[^}]*\\b${name}\\b`),
      );
    }
  });
});

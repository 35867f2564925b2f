/// <reference types="node" />
// Guards the hand-picked Mantine styles: every component the app imports
// must have its stylesheet in mantineStyles.ts, or it renders unstyled.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const stylesDir = join(root, 'node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });
}

describe('Mantine styles', () => {
  it('imports the stylesheet of every Mantine component in use', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(root, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@mantine\/core'/g)) {
        for (const name of match[1].split(',').map((part) => part.trim())) {
          if (name && !name.startsWith('type ')) used.add(name.split(' as ')[0]);
        }
      }
    }
    const imported = readFileSync(join(root, 'src/app/mantineStyles.ts'), 'utf8');
    const missing = [...used].filter(
      (name) =>
        existsSync(join(stylesDir, `${name}.css`)) &&
        !imported.includes(`@mantine/core/styles/${name}.css`),
    );
    expect(missing).toEqual([]);
  });
});

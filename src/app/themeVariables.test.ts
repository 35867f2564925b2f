import { describe, expect, it } from 'vitest';
import { themeVariablesCss } from './themeVariables';

describe('theme CSS variables', () => {
  // The stylesheet is generated from the theme; after a theme change, `npx vitest -u` rewrites it.
  it('themeVariables.css matches the theme', async () => {
    await expect(themeVariablesCss()).toMatchFileSnapshot('./themeVariables.css');
  });

  it('holds the brand colours, the custom resolver and both colour schemes', () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-sky-filled)');
    expect(css).toMatch(/--mantine-color-sky-7: #[0-9a-f]{6}/i);
    expect(css).toContain('--mantine-color-error: var(--mantine-color-red-8)');
    expect(css).toContain('[data-mantine-color-scheme="dark"]');
  });
});

import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

type Section = keyof ConvertCSSVariablesInput;
const sections: Section[] = ['variables', 'light', 'dark'];

/**
 * The theme's CSS variables as a stylesheet: what MantineProvider would compute and inject on
 * every page start (about 10 ms of a slow phone's main thread, and a second copy of it in each
 * prerendered page). It ships as `themeVariables.css` instead, and the provider runs with
 * `withCssVariables={false}`. Like Mantine, it keeps only what differs from the defaults that
 * `@mantine/core/styles/default-css-variables.css` already sets.
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const computed = defaultCssVariablesResolver(merged);
  const custom = cssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = { variables: {}, light: {}, dark: {} } as ConvertCSSVariablesInput;
  for (const section of sections) {
    const values = { ...computed[section], ...custom[section] };
    for (const [name, value] of Object.entries(values) as [keyof typeof values, string][]) {
      if (defaults[section][name] !== value) changed[section][name] = value;
    }
  }
  return `/* Generated from src/app/theme.ts by themeVariables.test.ts (npx vitest -u). */\n${convertCssVariables(changed)}\n`;
}

/**
 * Stands in for Mantine's `remove-default-variables` module (vite.config.ts aliases it). That
 * module computes every default CSS variable of the default theme when it loads (a few
 * milliseconds of every page start) for the provider's variable injection, which the app turns
 * off (`withCssVariables={false}`: the variables ship as src/app/themeVariables.css). Were the
 * injection turned back on, it would still be correct, only longer.
 */
export function removeDefaultVariables<Variables>(input: Variables): Variables {
  return input;
}

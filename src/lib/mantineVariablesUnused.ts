/**
 * Stands in for Mantine's `remove-default-variables`
 * (docs/decisions/0003-mantine-stand-ins.md). That module computes the default theme's CSS
 * variables as it loads, for the provider's variable injection, which the app turns off
 * (`withCssVariables={false}`). Were it turned back on, this would still be correct, only longer.
 */
export function removeDefaultVariables<Variables>(input: Variables): Variables {
  return input;
}

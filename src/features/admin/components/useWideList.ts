import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether admin lists show as tables (from the `sm` breakpoint up) or as cards (a phone).
 * Read on the first render, not in an effect, so a page never renders the other layout first.
 */
export function useWideList(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
}

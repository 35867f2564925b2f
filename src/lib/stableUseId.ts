import { useId as useReactId } from 'react';

/**
 * Stands in for `@mantine/hooks`' useId (vite.config.ts aliases it). Mantine's version renders
 * React's id first and swaps in a random one from a layout effect after mounting, which renders
 * every input, radio and popover a second time inside the commit that mounted it: on a
 * prerendered page, a second render of each form control in the middle of hydration. React's id
 * is already unique in the page and the same on the server and in the browser, so it is kept.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}

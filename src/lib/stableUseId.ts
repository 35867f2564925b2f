import { useId as useReactId } from 'react';

/**
 * Stands in for `@mantine/hooks`' useId (docs/decisions/0003-mantine-stand-ins.md). Mantine's
 * swaps React's id for a random one after mounting, rendering every form control twice; React's
 * id is already unique and the same on the server and in the browser.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}

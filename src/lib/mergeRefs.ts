import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

/**
 * Stands in for Floating UI's `useMergeRefs` where Mantine's ScrollArea imports it
 * (docs/decisions/0003-mantine-stand-ins.md): Mantine's own `useMergedRef` does the same (one
 * callback ref that sets every given ref, and clears them or runs their cleanups on detach).
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}

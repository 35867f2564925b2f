import { Children, Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary with no fallback of its own. On a prerendered page React hydrates what is
 * inside it in a pass of its own, which yields to the browser, so a big page is taken over in
 * several short tasks instead of one long one (a long task delays any tap on the page).
 */
export function HydrateSeparately({
  children,
  later = 0,
}: {
  children: ReactNode;
  /** How many passes after its siblings it waits (below-the-fold parts, see HydrateInTurn). */
  later?: number;
}) {
  const boundary = <Suspense fallback={null}>{children}</Suspense>;
  return later > 0 ? <HydrateSeparately later={later - 1}>{boundary}</HydrateSeparately> : boundary;
}

/**
 * Hydrates its children one after another, each in a pass (and a commit) of its own. React
 * hydrates sibling boundaries together, in one commit, and a commit cannot be split; a boundary
 * nested in another waits for the next pass. So each child gets a boundary inside the previous
 * child's. Nothing changes in the page: boundaries add no elements.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  return Children.toArray(children).reduceRight<ReactNode>(
    (later, child) => (
      <HydrateSeparately>
        {child}
        {later}
      </HydrateSeparately>
    ),
    null,
  );
}

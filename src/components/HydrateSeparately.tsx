import { Children, Suspense, type ReactNode } from 'react';

/**
 * Suspense boundaries with no fallback of their own. On a prerendered page React hydrates what is
 * inside a boundary in a pass of its own, after what is around it, and yields to the browser
 * between passes: a big page is taken over in several short tasks instead of one long one (a long
 * task delays any tap on the page). A boundary nested in another waits one more pass, so `pass`
 * nested boundaries put the children in that pass. Boundaries add no elements.
 */
export function HydrateSeparately({
  children,
  pass,
}: {
  children: ReactNode;
  /**
   * The pass, from `passes` (hydrationPasses.ts): counted from the layout and page around it, so
   * at least `passes.header`. Put it straight in a layout or a page, not in another one.
   */
  pass: number;
}) {
  const boundary = <Suspense fallback={null}>{children}</Suspense>;
  return pass > 1 ? <HydrateSeparately pass={pass - 1}>{boundary}</HydrateSeparately> : boundary;
}

/**
 * Hydrates its children one after another, each in a pass (and a commit) of its own, the first in
 * pass `from`. React hydrates sibling boundaries together, in one commit, and a commit cannot be
 * split; so each child after the first gets a boundary inside the previous child's, one pass
 * later. Nothing changes in the page: boundaries add no elements.
 */
export function HydrateInTurn({ children, from }: { children: ReactNode; from: number }) {
  const [first, ...rest] = Children.toArray(children);
  if (first === undefined) return null;
  const next = rest.reduceRight<ReactNode>(
    (later, child) => (
      // One pass after the section it is in.
      <HydrateSeparately pass={1}>
        {child}
        {later}
      </HydrateSeparately>
    ),
    null,
  );
  return (
    <HydrateSeparately pass={from}>
      {first}
      {next}
    </HydrateSeparately>
  );
}

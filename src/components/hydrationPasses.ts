/**
 * The hydration passes of a prerendered page, in the order React takes them over. Each pass is a
 * commit of its own; what shares a pass shares a commit, whichever file it is in. Why and how to
 * check: docs/decisions/0004-hydration-passes.md.
 *
 * Counted from the route: pass 0 is the route's own boundary (RootLayout's Suspense around the
 * outlet), which holds the layout and the page. `<HydrateSeparately pass={passes.results}>` put
 * straight in a layout or a page hydrates in that pass; not inside another HydrateSeparately,
 * which would count from there (HydrateInTurn nests its sections itself). The home pages'
 * sections below the hero take one pass each from `header` on, beside what the names say.
 */
export const passes = {
  /** The layout's frame and the page's own content: hero, title, breadcrumbs, results count. */
  page: 0,
  /** The area's header (site or shop); a home page's first section below the hero. */
  header: 1,
  /** The catalogue's search and sort; the footer is in this pass too, below the fold. */
  search: 2,
  /** The footer, on every page: the pass after the header, with the catalogue's search. */
  footer: 2,
  /** The catalogue's product grid. */
  results: 3,
  /** The catalogue's filter panel and page buttons, below or beside the grid. */
  filters: 4,
} as const;

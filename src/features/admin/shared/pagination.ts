// Paging of the admin lists (spec §9): a page of rows, its position, and the page count.

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

export function pageSlice<T>(items: readonly T[], page: number, size: number): T[] {
  const last = pageCount(items.length, size);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * size, current * size);
}

export interface Paged<T> {
  /** The rows of the current page. */
  rows: T[];
  /** The current page (1-based), clamped to the pages that exist. */
  page: number;
  pages: number;
  /** Every row over all pages. */
  total: number;
  /** 1-based positions of the first and last row shown. */
  from: number;
  to: number;
}

/** One page of `items`; a page number past the end shows the last page. */
export function paginate<T>(items: readonly T[], requestedPage: number, size: number): Paged<T> {
  const pages = pageCount(items.length, size);
  const page = Math.min(Math.max(1, requestedPage), pages);
  return {
    rows: pageSlice(items, page, size),
    page,
    pages,
    total: items.length,
    from: (page - 1) * size + 1,
    to: Math.min(page * size, items.length),
  };
}

/** A page the server already cut (`rows` of `total`), in the same shape as `paginate`'s. */
export function serverPage<T>(rows: T[], page: number, size: number, total: number): Paged<T> {
  const pages = pageCount(total, size);
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  return { rows, page, pages, total, from, to: Math.min(from + rows.length - 1, total) };
}

import { describe, expect, it } from 'vitest';
import { pageCount, pageSlice, paginate } from './pagination';

describe('paging', () => {
  const list = Array.from({ length: 25 }, (_, i) => i);
  it('slices pages and clamps the page number', () => {
    expect(pageSlice(list, 3, 10)).toEqual([20, 21, 22, 23, 24]);
    expect(pageSlice(list, 9, 10)).toEqual([20, 21, 22, 23, 24]);
  });
  it('has at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
  it('tells which rows a page shows', () => {
    expect(paginate(list, 2, 10)).toMatchObject({ page: 2, pages: 3, total: 25, from: 11, to: 20 });
    expect(paginate(list, 7, 10)).toMatchObject({ page: 3, from: 21, to: 25 });
    expect(paginate(list, 0, 10).rows).toEqual(list.slice(0, 10));
    expect(paginate([], 1, 10)).toMatchObject({ rows: [], page: 1, pages: 1, total: 0 });
  });
});

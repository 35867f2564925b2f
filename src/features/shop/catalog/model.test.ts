import { describe, expect, it } from 'vitest';
import {
  capFromSlider,
  defaultCatalogState,
  formatCount,
  isFiltered,
  noFilters,
  pageCount,
  parseCatalogState,
  serializeCatalogState,
  sliderMaximum,
  sliderValue,
  updateCatalogState,
} from './model';

const parse = (query: string) => parseCatalogState(new URLSearchParams(query));

describe('catalogue URL state', () => {
  it('defaults when the query is empty', () => {
    expect(parse('')).toEqual(defaultCatalogState);
    expect(defaultCatalogState).toEqual({
      search: '',
      category: 'all',
      maxPrice: null, // no price cap unless the visitor sets one (issue 35)
      sort: 'name',
      page: 1,
    });
  });

  it('reads every parameter', () => {
    expect(
      parse('search=%20drone%20&category=drones&max_price=450&sort=price-desc&page=3'),
    ).toEqual({ search: 'drone', category: 'drones', maxPrice: 450, sort: 'price-desc', page: 3 });
  });

  it('treats unknown categories as all and unknown sorts as name', () => {
    expect(parse('category=toys').category).toBe('all');
    expect(parse('category=COURSES').category).toBe('courses');
    expect(parse('sort=random').sort).toBe('name');
    // The admin's extra directions are not the shop's; "Newest" is.
    expect(parse('sort=oldest').sort).toBe('name');
    expect(parse('sort=newest').sort).toBe('newest');
  });

  it('clamps invalid prices and pages', () => {
    expect(parse('max_price=-20').maxPrice).toBe(0);
    expect(parse('max_price=abc').maxPrice).toBeNull();
    expect(parse('max_price=').maxPrice).toBeNull();
    expect(parse('').maxPrice).toBeNull();
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-4').page).toBe(1);
    expect(parse('page=2.7').page).toBe(2);
    expect(parse('page=two').page).toBe(1);
  });

  it('writes only non-default values and round-trips', () => {
    expect(serializeCatalogState(defaultCatalogState).toString()).toBe('');
    const state = {
      search: 'kit',
      category: 'courses',
      maxPrice: 300,
      sort: 'price-asc',
      page: 2,
    } as const;
    const query = serializeCatalogState(state).toString();
    expect(query).toBe('search=kit&category=courses&max_price=300&sort=price-asc&page=2');
    expect(parse(query)).toEqual(state);
  });

  it('resets the page to 1 when a filter changes, keeps it on a page change', () => {
    const onPage3 = { ...defaultCatalogState, page: 3 };
    expect(updateCatalogState(onPage3, { sort: 'price-asc' }).page).toBe(1);
    expect(updateCatalogState(onPage3, { category: 'drones' }).page).toBe(1);
    expect(updateCatalogState(onPage3, { maxPrice: 200 }).page).toBe(1);
    expect(updateCatalogState(onPage3, { search: 'x' }).page).toBe(1);
    expect(updateCatalogState(onPage3, { page: 4 }).page).toBe(4);
    expect(updateCatalogState(onPage3, { page: 0 }).page).toBe(1);
  });

  it('clears every filter and keeps the sort (issue 35)', () => {
    const filtered = parse('search=kit&category=drones&max_price=300&sort=price-desc&page=2');
    expect(isFiltered(filtered)).toBe(true);
    const cleared = updateCatalogState(filtered, noFilters);
    expect(cleared).toEqual({ ...defaultCatalogState, sort: 'price-desc' });
    expect(isFiltered(cleared)).toBe(false);
    expect(serializeCatalogState(cleared).toString()).toBe('sort=price-desc');
    expect(isFiltered(parse('max_price=1000'))).toBe(true);
    expect(isFiltered(parse('sort=newest&page=3'))).toBe(false);
  });

  it('trims search text', () => {
    expect(updateCatalogState(defaultCatalogState, { search: '  a ' }).search).toBe('a');
  });
});

describe('price slider', () => {
  it('ends at the highest product price, 1000 if none', () => {
    expect(sliderMaximum(899)).toBe(899);
    expect(sliderMaximum(1249.5)).toBe(1250);
    expect(sliderMaximum(0)).toBe(1000);
    expect(sliderMaximum(null)).toBe(1000);
    expect(sliderMaximum(undefined)).toBe(1000);
    expect(sliderMaximum(Number.NaN)).toBe(1000);
  });

  it('keeps the thumb inside the slider', () => {
    expect(sliderValue(1000, 899)).toBe(899);
    expect(sliderValue(300, 899)).toBe(300);
    expect(sliderValue(-5, 899)).toBe(0);
    // No cap: the thumb at the end of the catalogue's own range, over $1,000 too.
    expect(sliderValue(null, 1499)).toBe(1499);
  });

  it('sets no cap when released at its end (issue 35)', () => {
    expect(capFromSlider(1499, 1499)).toBeNull();
    expect(capFromSlider(1200, 1499)).toBe(1200);
    expect(capFromSlider(0, 1499)).toBe(0);
  });

  it('counts pages of 8', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(8)).toBe(1);
    expect(pageCount(9)).toBe(2);
    expect(pageCount(14)).toBe(2);
  });

  it('writes counts with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(10000)).toBe('10,000');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

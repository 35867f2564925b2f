import { describe, expect, it } from 'vitest';
import { catalogTitles, normalizeSearch, parseCategory } from './catalogFilters';

describe('catalogue filters', () => {
  it('trims search text', () => {
    expect(normalizeSearch('  fpv kit  ')).toBe('fpv kit');
    expect(normalizeSearch('   ')).toBe('');
    expect(normalizeSearch(null)).toBe('');
  });

  it('treats unknown categories as all', () => {
    expect(parseCategory('toys')).toBe('all');
    expect(parseCategory(' COURSES ')).toBe('courses');
    expect(parseCategory(null)).toBe('all');
  });

  it('titles the categories', () => {
    expect(catalogTitles).toEqual({
      all: 'All Products',
      courses: 'Student Courses',
      drones: 'Drone Products',
    });
  });
});

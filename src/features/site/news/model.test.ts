import { describe, expect, it } from 'vitest';
import { newsArticles, newsCategories, newsFilters } from '../../../content/news';
import { filterArticles, toParagraphs } from './model';

describe('news filters', () => {
  it('offers All plus the five categories', () => {
    expect(newsFilters).toEqual([
      'All',
      'Product Launch',
      'Software',
      'Education',
      'Partnership',
      'Sustainability',
    ]);
  });

  it('has at least 8 articles covering every category', () => {
    expect(newsArticles.length).toBeGreaterThanOrEqual(8);
    for (const category of newsCategories) {
      expect(filterArticles(newsArticles, category).length).toBeGreaterThan(0);
    }
  });

  it('shows everything for All and only the category otherwise', () => {
    expect(filterArticles(newsArticles, 'All')).toHaveLength(newsArticles.length);
    const software = filterArticles(newsArticles, 'Software');
    expect(software.every((article) => article.category === 'Software')).toBe(true);
  });

  it('has unique ids', () => {
    expect(new Set(newsArticles.map((article) => article.id)).size).toBe(newsArticles.length);
  });
});

describe('toParagraphs', () => {
  it('splits on blank lines and trims', () => {
    expect(toParagraphs('One.\n\n  Two.\n \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });
});

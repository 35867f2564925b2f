import type { NewsArticle, NewsFilter } from '../../../content/news';

/** The articles a category chip shows: all of them for 'All', else that category. */
export function filterArticles(
  articles: readonly NewsArticle[],
  filter: NewsFilter,
): NewsArticle[] {
  return filter === 'All'
    ? [...articles]
    : articles.filter((article) => article.category === filter);
}

/** Splits an article's full content into paragraphs (blank-line separated). */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

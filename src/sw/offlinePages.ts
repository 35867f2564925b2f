// Which pages work offline before the whole app is stored (decision 0012), and the page in words
// the worker answers a navigation with when the requested page's code is not stored and the
// network is gone. Pure functions: the worker (src/sw.ts) does the I/O.
import { offlinePageText, type OfflinePageLink } from '../content/offline';

/** A page an open tab showed, with the route pattern it matched (`/shop/products/:id`). */
export interface StoredPage extends OfflinePageLink {
  pattern: string;
}

/** What a page reports to the worker: where it is and the same-origin files it has loaded. */
export interface PageReport {
  page: StoredPage;
  urls: string[];
}

/** How many pages the offline page lists at most (the most recent ones). */
export const MAX_STORED_PAGES = 30;

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/** Reads a page's report defensively: it comes from a message, i.e. from any page of the origin. */
export function parsePageReport(data: unknown): PageReport | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const page = parseStoredPage(record.page);
  if (!page || !Array.isArray(record.urls)) return null;
  const urls = record.urls.filter((url): url is string => typeof url === 'string').slice(0, 2000);
  return { page, urls };
}

function parseStoredPage(value: unknown): StoredPage | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const path = text(record.path, 2000);
  const pattern = text(record.pattern, 200);
  const title = text(record.title, 200) ?? path;
  if (!path?.startsWith('/') || !pattern?.startsWith('/') || !title) return null;
  return { path, pattern, title };
}

/** The stored list, read back from the cache (anything malformed is dropped). */
export function parseStoredPages(value: unknown): StoredPage[] {
  if (!Array.isArray(value)) return [];
  return value.map(parseStoredPage).filter((page): page is StoredPage => page !== null);
}

/** The list with `page` first (a path appears once, with its latest title). */
export function withPage(pages: readonly StoredPage[], page: StoredPage): StoredPage[] {
  return [page, ...pages.filter((other) => other.path !== page.path)].slice(0, MAX_STORED_PAGES);
}

/** Whether `pathname` is a page of a stored route: `/shop/products/:id` covers every product. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const pieces = pattern.split('/').map((piece) => {
    if (piece === '*') return '.*';
    if (piece.startsWith(':')) return '[^/]+';
    return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${pieces.join('/')}/?$`, 'i').test(pathname);
}

export function isStoredPage(pages: readonly StoredPage[], pathname: string): boolean {
  return pages.some((page) => matchesPattern(page.pattern, pathname));
}

/**
 * The files of a report that the worker may store: same-origin app files it precaches anyway
 * (`cacheKeyFor` answers their precache key), never a video (a partial range answer).
 */
export function storableEntries(
  urls: Iterable<string>,
  origin: string,
  cacheKeyFor: (url: string) => string | undefined,
): [url: string, cacheKey: string][] {
  const entries = new Map<string, string>();
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || /\.(mp4|webm)$/i.test(url.pathname)) continue;
    url.hash = '';
    const cacheKey = cacheKeyFor(url.href);
    if (cacheKey) entries.set(url.href, cacheKey);
  }
  return [...entries];
}

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * The worker's offline page: readable without JavaScript, in the app's colours. The one script
 * (a file, as the policy allows no inline script) reloads it when the connection returns.
 */
export function renderOfflinePage(
  pages: readonly OfflinePageLink[],
  requestedPath: string,
): string {
  const t = offlinePageText;
  const links = pages.length
    ? `<ul>${pages
        .map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a></li>`)
        .join('')}</ul>`
    : `<p>${escapeHtml(t.nothingAvailable)}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; object-src 'none'; base-uri 'self'">
<meta name="theme-color" content="#0b1d3a">
<title>${escapeHtml(t.documentTitle)}</title>
<link rel="icon" type="image/svg+xml" href="/icons/favicon.svg">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f8f9fa;line-height:1.55}
header{background:#0b1d3a;color:#fff;padding:14px 20px;font-weight:700;font-size:18px}
main{max-width:560px;margin:0 auto;padding:32px 20px}
h1{font-size:24px;line-height:1.3;margin:0 0 12px}
h2{font-size:17px;margin:28px 0 8px}
ul{padding-left:20px;margin:0}
li{margin:6px 0}
a{color:#1c7ed6}
.retry{display:inline-block;margin-top:12px;padding:8px 18px;border-radius:6px;background:#1c7ed6;color:#fff;text-decoration:none;font-weight:600}
</style>
<script src="/offline-retry.js" defer></script>
</head>
<body>
<header>SkyForge Technologies</header>
<main>
<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.explanation)}</p>
<p>${escapeHtml(t.retry)}</p>
<a class="retry" href="${escapeHtml(requestedPath)}">${escapeHtml(t.retryLink)}</a>
<h2>${escapeHtml(t.availableHeading)}</h2>
${links}
</main>
</body>
</html>`;
}

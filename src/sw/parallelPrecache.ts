// Workbox's precache install fetches its entries one at a time (GoogleChrome/workbox#2528), which
// made the first install of this app's ~300 files take 5 s on localhost and far longer on a phone
// — and until it ends, the backend in the worker is not there. This fills the same cache, under
// the same keys, a few requests at a time; Workbox still routes, cleans up and serves from it.

/** How many precache requests run at once: enough to hide latency, few enough not to starve the page. */
export const PRECACHE_CONCURRENCY = 8;

export interface PrecacheTarget {
  has(cacheKey: string): Promise<boolean>;
  put(cacheKey: string, response: Response): Promise<void>;
}

/**
 * Fetches every `[url, cacheKey]` entry not stored yet (a key holds the file's revision, so an
 * update fetches only what changed) and stores it under its key, at most `concurrency` at a
 * time. Any failed or non-OK answer rejects, which fails the install — as Workbox's own would,
 * so a worker never activates with part of the app missing.
 */
export async function precacheInParallel(
  entries: Iterable<[url: string, cacheKey: string]>,
  fetchEntry: (url: string, cacheKey: string) => Promise<Response>,
  target: PrecacheTarget,
  concurrency = PRECACHE_CONCURRENCY,
): Promise<number> {
  const queue = [...entries];
  let failed = false;
  let stored = 0;
  const worker = async (): Promise<void> => {
    for (let entry = queue.shift(); entry && !failed; entry = queue.shift()) {
      const [url, cacheKey] = entry;
      if (await target.has(cacheKey)) continue;
      const response = await fetchEntry(url, cacheKey);
      if (!response.ok) {
        failed = true;
        throw new Error(`Precaching ${url} failed with status ${response.status}`);
      }
      // A redirected response cannot answer a navigation; store a plain copy, as Workbox does.
      await target.put(cacheKey, response.redirected ? await plainCopy(response) : response);
      stored += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    return stored;
  } catch (error) {
    failed = true;
    throw error;
  }
}

async function plainCopy(response: Response): Promise<Response> {
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * The files a first install stores before the worker activates: the shell every navigation gets,
 * the list of the start page's files (which the install stores next, decision 0012), and what
 * the worker's offline page needs.
 */
export const FIRST_INSTALL_PATHS: readonly string[] = [
  '/app.html',
  '/offline-start.json',
  '/offline-retry.js',
  '/icons/favicon.svg',
];

/**
 * The entries an install stores. A first install takes only the shell, so the backend in the
 * worker answers within a second instead of after the whole app (4 MB) has downloaded; the rest
 * follows once the page asks (`PRECACHE` message). An update's install takes everything: the
 * old version keeps serving meanwhile, and the new one must not activate with files missing.
 */
export function installEntries(
  entries: Iterable<[url: string, cacheKey: string]>,
  firstInstall: boolean,
): [url: string, cacheKey: string][] {
  const all = [...entries];
  if (!firstInstall) return all;
  return all.filter(([url]) => FIRST_INSTALL_PATHS.includes(new URL(url, 'http://x').pathname));
}

import { describe, expect, it } from 'vitest';
import { installEntries, precacheInParallel, type PrecacheTarget } from './parallelPrecache';

function memoryCache(initial: string[] = []): PrecacheTarget & { keys: Map<string, string> } {
  const keys = new Map<string, string>(initial.map((key) => [key, 'old']));
  return {
    keys,
    has: async (key) => keys.has(key),
    put: async (key, response) => {
      keys.set(key, await response.text());
    },
  };
}

const entries = (count: number): [string, string][] =>
  Array.from({ length: count }, (_, i) => [`/f${i}.js`, `/f${i}.js?__WB_REVISION__=r${i}`]);

describe('precacheInParallel', () => {
  it('stores every entry under its cache key, several requests at a time but never more than the limit', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const cache = memoryCache();
    await precacheInParallel(
      entries(40),
      async (url) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight -= 1;
        return new Response(`body of ${url}`);
      },
      cache,
      6,
    );
    expect(cache.keys.size).toBe(40);
    expect(cache.keys.get('/f7.js?__WB_REVISION__=r7')).toBe('body of /f7.js');
    expect(mostInFlight).toBe(6);
  });

  it('fetches only the entries whose key is not stored yet (an update fetches what changed)', async () => {
    const fetched: string[] = [];
    const cache = memoryCache(['/f0.js?__WB_REVISION__=r0', '/f2.js?__WB_REVISION__=r2']);
    const fetchNew = async (url: string) => {
      fetched.push(url);
      return new Response('new');
    };
    // It says how many it stored: the fill that completed the app is told apart from the others.
    expect(await precacheInParallel(entries(3), fetchNew, cache)).toBe(1);
    expect(fetched).toEqual(['/f1.js']);
    expect(await precacheInParallel(entries(3), fetchNew, cache)).toBe(0);
    expect(cache.keys.get('/f0.js?__WB_REVISION__=r0')).toBe('old');
  });

  it('fails the install on an answer that is not OK, and stops fetching the rest', async () => {
    const fetched: string[] = [];
    const cache = memoryCache();
    await expect(
      precacheInParallel(
        entries(20),
        async (url) => {
          fetched.push(url);
          return url === '/f1.js' ? new Response('gone', { status: 404 }) : new Response('ok');
        },
        cache,
        2,
      ),
    ).rejects.toThrow('Precaching /f1.js failed with status 404');
    expect(fetched.length).toBeLessThan(20);
  });

  it('fails the install when the network fails', async () => {
    await expect(
      precacheInParallel(
        entries(3),
        async () => {
          throw new TypeError('Failed to fetch');
        },
        memoryCache(),
      ),
    ).rejects.toThrow('Failed to fetch');
  });
});

describe('installEntries', () => {
  const manifest: [string, string][] = [
    ['http://localhost/app.html', 'http://localhost/app.html?__WB_REVISION__=a1'],
    ['http://localhost/assets/start-x.js', 'http://localhost/assets/start-x.js'],
    ['http://localhost/media/rnd/r1.mp4', 'http://localhost/media/rnd/r1.mp4?__WB_REVISION__=b2'],
    ['http://localhost/shop/app.html', 'http://localhost/shop/app.html?__WB_REVISION__=c3'],
  ];

  it('a first install stores the shell only', () => {
    expect(installEntries(manifest, true)).toEqual([manifest[0]]);
  });

  it('an update stores everything before it activates', () => {
    expect(installEntries(manifest, false)).toEqual(manifest);
  });
});

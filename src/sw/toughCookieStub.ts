// Worker-build stand-in for `tough-cookie` (msw's cookie store). The mocked
// backend never reads or sets cookies, and the real package adds ~120 kB gzip
// to the service worker.
export class Cookie {
  static fromJSON(): null {
    return null;
  }
}

export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  constructor(_store?: MemoryCookieStore) {
    void _store;
  }
  getCookiesSync(): never[] {
    return [];
  }
  async setCookie(): Promise<void> {}
}

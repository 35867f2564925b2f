import { describe, expect, it } from 'vitest';
import { htmlFileFor, SHELL_FILE } from './pages';
import { fillTemplate } from './vitePlugin';

describe('htmlFileFor', () => {
  it('answers the prerendered landing pages with their own file', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/shop')).toBe('shop.html');
    expect(htmlFileFor('/shop/')).toBe('shop.html');
    expect(htmlFileFor('/shop/products')).toBe('shop/products.html');
  });

  it('answers every other route, and any query string, with the shell', () => {
    expect(htmlFileFor('/about')).toBe(SHELL_FILE);
    expect(htmlFileFor('/shop/products/p1')).toBe(SHELL_FILE);
    expect(htmlFileFor('/admin')).toBe(SHELL_FILE);
    expect(htmlFileFor('/shop/products', '?category=courses')).toBe(SHELL_FILE);
    expect(htmlFileFor('/', '?utm=x')).toBe(SHELL_FILE);
  });
});

const template = `<!doctype html><html><head>
<meta name="description" content="Default description" />
<title>SkyForge Technologies</title>
</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('fillTemplate', () => {
  const page = {
    html: '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/><main><h1>Shop</h1></main>',
    meta: {
      title: 'Shop',
      description: 'Drones & "courses"',
      fullTitle: 'Shop | SkyForge <Technologies>',
    },
    queries: null,
  };

  it('puts the markup in #root, the image hints in the head, and the page title and description', () => {
    const html = fillTemplate(template, page, '<link rel="stylesheet" href="/assets/shop.css">');
    expect(html).toContain('<div id="root"><main><h1>Shop</h1></main></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>',
    );
    expect(head).toContain('<link rel="stylesheet" href="/assets/shop.css">');
    expect(head).toContain('<title>Shop | SkyForge &lt;Technologies&gt;</title>');
    expect(head).toContain('content="Drones &amp; &quot;courses&quot;"');
  });

  it('embeds the queries as inert JSON that no product text can break out of', () => {
    const queries = { mutations: [], queries: [{ name: '</script><script>alert(1)</script>' }] };
    const html = fillTemplate(template, { ...page, queries });
    const data = /<script type="application\/json" id="prerendered-queries">(.*?)<\/script>/s.exec(
      html,
    );
    expect(data).not.toBeNull();
    expect(data?.[1]).not.toContain('<');
    expect(JSON.parse(data?.[1] ?? '')).toEqual(queries);
  });

  it('refuses a template without the root element', () => {
    expect(() => fillTemplate('<html><body></body></html>', page)).toThrow(/root/);
  });
});

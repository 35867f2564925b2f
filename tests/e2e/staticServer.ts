// A tiny static server with the routing `vite preview` has (prerendered pages, else the app
// shell), whose root can be switched while it runs — to publish a "second build" in a test.
import { createServer, type Server } from 'node:http';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { htmlFileFor } from '../../scripts/prerender/pages.ts';
import { contentTypes } from '../../scripts/vite/contentTypes.ts';

export interface SwitchableServer {
  url: string;
  setRoot(root: string): void;
  close(): Promise<void>;
}

export async function startStaticServer(root: string): Promise<SwitchableServer> {
  let currentRoot = root;
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const pathname = decodeURIComponent(url.pathname);
    const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    let file = join(currentRoot, safe);
    try {
      const info = await stat(file);
      if (info.isDirectory()) file = join(currentRoot, htmlFileFor(pathname, url.search));
    } catch {
      file = join(currentRoot, htmlFileFor(pathname, url.search));
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://localhost:${port}`,
    setRoot: (next) => {
      currentRoot = next;
    },
    // Kept-alive connections too: a closed server must look like one that is gone.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface TwoBuildServer {
  url: string;
  /** From now on the server hands out build 2: the browser's next update check finds it. */
  publishSecondBuild(): void;
  close(): Promise<void>;
}

/**
 * Serves the build under test, with a second build ready to publish: a copy
 * whose service worker differs by one comment, so the browser sees a new version.
 */
export async function startTwoBuildServer(
  distDir = process.env.OUT_DIR ?? 'dist',
): Promise<TwoBuildServer> {
  const secondBuild = await mkdtemp(join(tmpdir(), 'sf-build2-'));
  await cp(distDir, secondBuild, { recursive: true });
  const swPath = join(secondBuild, 'sw.js');
  await writeFile(swPath, `${await readFile(swPath, 'utf8')}\n// build 2\n`);
  const server = await startStaticServer(distDir);
  return {
    url: server.url,
    publishSecondBuild: () => server.setRoot(secondBuild),
    close: async () => {
      await server.close();
      await rm(secondBuild, { recursive: true, force: true });
    },
  };
}

import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliResponder, writeBrotliFiles } from './precompressedAssets';

const code = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
let outDir: string;
let server: Server;
let origin: string;
let address: { host: string; port: number };

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'precompressed-'));
  await mkdir(join(outDir, 'assets'));
  await writeFile(join(outDir, 'assets/app-1.js'), code);
  await writeFile(join(outDir, 'assets/tiny-1.js'), 'export {};\n');
  await writeFile(join(outDir, 'assets/photo-1.png'), Buffer.alloc(4096, 1));
  await writeFile(join(outDir, 'app.html'), `<!doctype html>${'<p>x</p>'.repeat(400)}`);
  const respond = brotliResponder(outDir);
  server = createServer((req, res) => {
    void respond(req, res, () => {
      res.setHeader('X-Fell-Through', 'yes');
      res.end('plain');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  address = { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
  origin = `http://${address.host}:${address.port}`;
});

afterAll(async () => {
  server.close();
  await rm(outDir, { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it('writes a Brotli file beside each script, style and SVG of assets/ worth compressing', async () => {
    const written = await writeBrotliFiles(outDir, [
      'assets/app-1.js',
      'assets/tiny-1.js',
      'assets/photo-1.png',
      'app.html',
    ]);
    expect(written).toBe(1);
    const packed = await readFile(join(outDir, 'assets/app-1.js.br'));
    expect(packed.length).toBeLessThan(code.length / 10);
    expect(brotliDecompressSync(packed).toString()).toBe(code);
    await expect(readFile(join(outDir, 'assets/tiny-1.js.br'))).rejects.toThrow();
    await expect(readFile(join(outDir, 'app.html.br'))).rejects.toThrow();
  });

  it('serves the Brotli file to a browser that accepts it, with the type of the original', async () => {
    const response = await fetch(`${origin}/assets/app-1.js?v=1`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    // fetch decodes Brotli itself: the body is the script.
    expect(await response.text()).toBe(code);

    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(`${origin}/assets/app-1.js`, {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('leaves everything else to the server: no Brotli accepted, no Brotli file, other paths', async () => {
    const cases: Array<[string, string]> = [
      ['/assets/app-1.js', 'gzip'],
      ['/assets/tiny-1.js', 'br'],
      ['/assets/missing-1.js', 'br'],
      ['/app.html', 'br'],
      ['/assets/%2e%2e/assets/app-1.js', 'br'],
      ['/assets/%E0%A4%A.js', 'br'],
    ];
    for (const [path, encoding] of cases) {
      // node:http sends the path as written (fetch would resolve its dot segments first).
      const fellThrough = await new Promise((resolve, reject) =>
        get({ ...address, path, headers: { 'Accept-Encoding': encoding } }, (response) => {
          response.resume();
          resolve(response.headers['x-fell-through']);
        }).on('error', reject),
      );
      expect(fellThrough, path).toBe('yes');
    }
  });
});

/// <reference types="node" />
// `npm run mock:serve`: the mocked backend (mocks/backend.ts: the same handlers, fixtures, demo
// dataset and test scenarios as the service worker) over plain HTTP, with its data in memory
// (fake-indexeddb, as in the Node tests), for curl, Postman, k6 or another origin's app. This file
// is only the adapter between Node's http server and the standard Request/Response that
// answerBackendRequest takes; CORS is the one thing it adds (README, "For testers").
// Before Dexie: the backend's databases live in fake IndexedDB, in this process's memory.
import 'fake-indexeddb/auto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { answerBackendRequest, SCENARIO_HEADER } from './backend';

export const DEFAULT_PORT = 4310;

/** What a browser on another origin may send and read (src/api/http.ts sends the first three). */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': `Authorization, Content-Type, Accept, ${SCENARIO_HEADER}`,
  'Access-Control-Expose-Headers': `${SCENARIO_HEADER}, Allow`,
  'Access-Control-Max-Age': '600',
} as const;

const CORS_ANSWER_HEADERS = {
  'Access-Control-Allow-Origin': CORS_HEADERS['Access-Control-Allow-Origin'],
  'Access-Control-Expose-Headers': CORS_HEADERS['Access-Control-Expose-Headers'],
};

/** A browser's CORS preflight: OPTIONS naming the method it wants to send. */
const isPreflight = (request: IncomingMessage): boolean =>
  request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;

/** The Node request as a standard Request, its body read whole. */
export async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = incoming.method ?? 'GET';
  let body: ArrayBuffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, body });
}

/** Writes a standard Response to Node's; a network error (`network-down`) drops the connection. */
export async function sendResponse(response: Response, outgoing: ServerResponse): Promise<void> {
  if (response.type === 'error') {
    outgoing.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = { ...CORS_ANSWER_HEADERS };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  outgoing.writeHead(response.status, response.statusText || undefined, headers);
  // Node leaves out a HEAD answer's body by itself.
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/** The HTTP server: a preflight gets the CORS answer, every other request the backend's. */
export function createMockServer(): Server {
  const server = createServer((incoming, outgoing) => {
    if (isPreflight(incoming)) {
      outgoing.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const { port } = server.address() as AddressInfo;
    toRequest(incoming, `http://127.0.0.1:${port}`)
      .then(answerBackendRequest)
      .then((response) => sendResponse(response, outgoing))
      .catch((error: unknown) => {
        console.error('[mock:serve] request failed', error);
        if (!outgoing.headersSent) {
          outgoing.writeHead(500, { ...CORS_ANSWER_HEADERS, 'Content-Type': 'application/json' });
          outgoing.end(JSON.stringify({ error: 'Internal error in the mock server' }));
        } else outgoing.destroy();
      });
  });
  return server;
}

/** `--port N`, `--port=N` or PORT; 0 picks a free port. Throws on anything but 0–65535. */
export function portFrom(args: readonly string[], environment: NodeJS.ProcessEnv): number {
  const index = args.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  const text =
    index === -1
      ? environment.PORT
      : args[index].includes('=')
        ? args[index].slice('--port='.length)
        : args[index + 1];
  if (text === undefined || text.trim() === '') return DEFAULT_PORT;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Not a port: "${text}" (use 0 to 65535; 0 picks a free one)`);
  }
  return port;
}

/** Starts the server on 127.0.0.1 (HOST to change), answers its base URL once it listens. */
export async function serve(
  port: number,
  host = '127.0.0.1',
): Promise<{ server: Server; url: string }> {
  const server = createMockServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return { server, url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/api` };
}

async function main(): Promise<void> {
  let port: number;
  try {
    port = portFrom(process.argv.slice(2), process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const { server, url } = await serve(port, process.env.HOST?.trim() || undefined);
  // The line scripts/contractOverHttp.mjs waits for: keep its shape.
  console.info(`Mock backend listening on ${url}`);
  console.info('Data in memory: the demo data at start, gone when it stops (Ctrl+C).');
  const stop = () => {
    server.close(() => process.exit(0));
    // Keep-alive connections would hold close() open.
    server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('[mock:serve] could not start:', error);
    process.exit(1);
  });
}

/// <reference types="node" />
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetBackendDb } from './db';
import { DEMO_CUSTOMER } from './fixtures/users';
import { server as mswServer } from './node';
import { resetScenarioState, TESTING_HEADER } from './scenarios';
import { CORS_HEADERS, DEFAULT_PORT, portFrom, serve } from './serve';

describe('portFrom', () => {
  it.each([
    [[], {}, DEFAULT_PORT],
    [['--port', '5000'], {}, 5000],
    [['--port=5001'], {}, 5001],
    [[], { PORT: '5002' }, 5002],
    [['--port', '5003'], { PORT: '5002' }, 5003],
    [['--port', '0'], {}, 0],
    [[], { PORT: ' ' }, DEFAULT_PORT],
  ])('%j with %j: %i', (args, environment, port) => {
    expect(portFrom(args, environment)).toBe(port);
  });

  it.each([[['--port', 'http']], [['--port=70000']], [['--port', '-1']], [['--port', '1.5']]])(
    'refuses %j',
    (args) => {
      expect(() => portFrom(args, {})).toThrow(/Not a port/);
    },
  );
});

describe('the mock over HTTP', () => {
  let httpServer: Server;
  let api: string;

  beforeAll(async () => {
    // The msw server (tests/setup) would answer these requests in this process: off here.
    mswServer.close();
    ({ server: httpServer, url: api } = await serve(0));
  });

  afterAll(async () => {
    httpServer.closeAllConnections();
    await new Promise((resolve) => httpServer.close(resolve));
    mswServer.listen({ onUnhandledRequest: 'bypass' });
  });

  beforeEach(async () => {
    await resetScenarioState();
    await resetBackendDb();
  });

  it("answers with the backend's handlers, CORS and the scenario header", async () => {
    const response = await fetch(`${api}/products?limit=2&page=1`, {
      headers: { Origin: 'http://app.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('X-Test-Scenario')).toBe('default');
    const page = (await response.json()) as { items: unknown[]; total: number };
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(14);
  });

  it('passes a body and headers through: a sign-in, then a cart with its token', async () => {
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const cart = await fetch(`${api}/cart/`, { headers: { Authorization: `Bearer ${token}` } });
    expect(cart.status).toBe(200);
    expect(await cart.json()).toEqual({ items: [], coupon: null });
  });

  it('answers a preflight with the methods and headers the app sends', async () => {
    const response = await fetch(`${api}/cart/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://app.example',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    for (const [name, value] of Object.entries(CORS_HEADERS)) {
      expect(response.headers.get(name), name).toBe(value);
    }
    expect(CORS_HEADERS['Access-Control-Allow-Headers']).toMatch(/Authorization, Content-Type/);
    // A page on another origin switches the test scenario only with an admin token.
    expect(CORS_HEADERS['Access-Control-Allow-Headers']).not.toContain(TESTING_HEADER);
  });

  it('answers bad requests as the backend does: 405 with Allow, 404, 400, HEAD without a body', async () => {
    const deleted = await fetch(`${api}/products/categories`, { method: 'DELETE' });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('Allow')).toBe('GET, HEAD');
    expect((await fetch(`${api}/no-such-path`)).status).toBe(404);
    const malformed = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email"',
    });
    expect(malformed.status).toBe(400);
    const head = await fetch(`${api}/products/p-001`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Type')).toBe('application/json');
    expect(await head.text()).toBe('');
  });

  it('drops the connection under network-down, and the switch still answers', async () => {
    const switchTo = (name: string) =>
      fetch(`${api}/test/scenario`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', [TESTING_HEADER]: 'on' },
        body: JSON.stringify({ name }),
      });
    expect((await switchTo('network-down')).status).toBe(200);
    await expect(fetch(`${api}/products/categories`)).rejects.toThrow();
    expect((await switchTo('default')).status).toBe(200);
    expect((await fetch(`${api}/products/categories`)).status).toBe(200);
  });
});

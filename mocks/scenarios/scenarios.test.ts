// One test per scenario: what the backend's handlers do under it, through the Node server
// (`useScenario`) and, for the switch, through the adapter the service worker uses.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerBackendRequest } from '../backend';
import { resetBackendDb } from '../db';
import { useScenario } from '../node';
import { API, call, loginAdmin, loginCustomer, newGuestToken } from '../testHelpers';
import {
  EMAIL_RATE_LIMITED_MESSAGE,
  SERVER_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SLOW_NETWORK_DELAY_MS,
} from './overrides';
import { SWITCH_REFUSED } from './access';
import {
  resetScenarioState,
  setScenarioAccess,
  TESTING_HEADER,
  scenarioList,
  scenarioOverrides,
  SCENARIO_NAMES,
  type ScenarioAnswer,
} from './index';
import { LARGE_CATALOGUE_SIZE, switchScenario } from './state';

interface ProductPage {
  items: { id: string; name: string }[];
  total: number;
}

const SEED_PRODUCTS = 14;
const firstPage = () => call<ProductPage>('/products?page=1&limit=5');
const newProduct = {
  name: 'Scenario Test Drone',
  description: 'Added while the catalogue is empty.',
  price: 499,
  original_price: null,
  image_url: '/media/products/ed1-drone.svg',
  category: 'drones',
  tracking_id: null,
};

beforeEach(async () => {
  await resetScenarioState();
  await resetBackendDb();
});
afterEach(async () => {
  await resetScenarioState();
});

describe('the scenario list', () => {
  it('describes every scenario in one line', () => {
    expect(scenarioList.map((scenario) => scenario.name)).toEqual(SCENARIO_NAMES);
    for (const { description } of scenarioList) {
      expect(description).toMatch(/^\S.{5,80}$/);
    }
  });
});

describe('default', () => {
  it('answers as the backend always does', async () => {
    await useScenario('default');
    expect((await firstPage()).body.total).toBe(SEED_PRODUCTS);
    expect(scenarioOverrides.default).toEqual([]);
  });
});

// The page simulates the payment and reads these two (src/features/shop/checkout/payment.test.ts).
describe('payment-declined and payment-approved', () => {
  it('leave the handlers alone', async () => {
    for (const name of ['payment-declined', 'payment-approved'] as const) {
      await useScenario(name);
      expect(scenarioOverrides[name]).toEqual([]);
      expect((await firstPage()).body.total).toBe(SEED_PRODUCTS);
    }
  });
});

describe('slow-network', () => {
  it('delays an answer by 2 s and then gives the real one', async () => {
    await useScenario('slow-network');
    const started = performance.now();
    const { status, body } = await firstPage();
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_NETWORK_DELAY_MS - 5);
    expect(status).toBe(200);
    expect(body.total).toBe(SEED_PRODUCTS);
  });
});

describe('server-errors', () => {
  it('answers catalogue, cart, coupon and auth calls with 500 { error }', async () => {
    const admin = await loginAdmin();
    await useScenario('server-errors');
    const calls = [
      call('/products'),
      call('/products/p-001'),
      call('/products/categories'),
      call('/cart/', { token: newGuestToken() }),
      call('/coupons', { token: admin }),
      call('/auth/login', { method: 'POST', body: { email: 'a@b.co', password: 'x' } }),
      call('/admin/me', { token: admin }),
    ];
    for (const { status, body } of await Promise.all(calls)) {
      expect(status).toBe(500);
      expect(body).toEqual({ error: SERVER_ERROR_MESSAGE });
    }
    // The scenario switch itself still answers.
    expect((await call<ScenarioAnswer>('/test/scenario')).status).toBe(200);
  });
});

describe('network-down', () => {
  it('fails API calls as a lost connection does', async () => {
    await useScenario('network-down');
    await expect(fetch(`${API}/products`)).rejects.toThrow(TypeError);
  });
});

describe('empty-catalogue', () => {
  it('has no products, takes a new one, and gives the real ones back when it ends', async () => {
    await useScenario('empty-catalogue');
    expect((await firstPage()).body).toMatchObject({ items: [], total: 0 });

    const token = await loginAdmin();
    const added = await call<{ id: string }>('/products', {
      method: 'POST',
      token,
      body: newProduct,
    });
    expect(added.status).toBe(201);
    expect((await firstPage()).body.items.map((item) => item.name)).toEqual([newProduct.name]);

    await useScenario('default');
    expect((await firstPage()).body.total).toBe(SEED_PRODUCTS + 1);
    expect((await call(`/products/${added.body.id}`)).status).toBe(200);
  });
});

describe('large-catalogue', () => {
  it(
    'serves 10,000 generated products, then the real ones again',
    { timeout: 60_000 },
    async () => {
      await useScenario('large-catalogue');
      const large = await call<ProductPage>('/products?page=2000&limit=5');
      expect(large.body.total).toBe(LARGE_CATALOGUE_SIZE);
      expect(large.body.items).toHaveLength(5);
      expect((await call('/products/p-001')).status).toBe(404);

      await useScenario('default');
      expect((await firstPage()).body.total).toBe(SEED_PRODUCTS);
      expect((await call('/products/p-001')).status).toBe(200);
    },
  );
});

describe('expired-session', () => {
  it("refuses every session token with 401 and leaves a guest's cart working", async () => {
    const admin = await loginAdmin();
    const customer = await loginCustomer();
    await useScenario('expired-session');
    for (const token of [admin, customer.token]) {
      const { status, body } = await call('/admin/me', { token });
      expect(status).toBe(401);
      expect(body).toEqual({ error: SESSION_EXPIRED_MESSAGE });
    }
    expect((await call('/cart/', { token: customer.token })).status).toBe(401);
    expect((await call('/cart/', { token: newGuestToken() })).status).toBe(200);
    // Signing in again works; the new token is refused as well.
    const again = await loginAdmin();
    expect((await call('/coupons', { token: again })).status).toBe(401);
  });
});

describe('email-rate-limited', () => {
  it("answers the contact form's e-mail call with 429", async () => {
    await useScenario('email-rate-limited');
    const { status, text } = await call('/v1.0/email/send', {
      method: 'POST',
      body: { service_id: 'service_demo', template_id: 'template_contact' },
    });
    expect(status).toBe(429);
    expect(text).toBe(EMAIL_RATE_LIMITED_MESSAGE);
  });
});

describe('GET and PUT /test/scenario (the switch the page and the worker use)', () => {
  const answer = (path: string, init?: RequestInit) =>
    answerBackendRequest(new Request(`${API}${path}`, init));
  const put = (name: unknown, headers: Record<string, string> = { [TESTING_HEADER]: 'on' }) =>
    answer('/test/scenario', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ name }),
    });
  const activeName = async () =>
    ((await (await answer('/test/scenario')).json()) as ScenarioAnswer).name;

  it('names the active scenario', async () => {
    const response = await answer('/test/scenario');
    expect(await response.json()).toEqual({
      name: 'default',
      description: 'Normal behaviour.',
      scenarios: scenarioList,
    });
  });

  it('switches the scenario for every later request, and back', async () => {
    expect((await put('server-errors')).status).toBe(200);
    expect((await answer('/products')).status).toBe(500);
    expect(await (await answer('/test/scenario')).json()).toMatchObject({ name: 'server-errors' });
    expect((await put('default')).status).toBe(200);
    expect((await answer('/products')).status).toBe(200);
  });

  it('can end network-down, which fails every other call', async () => {
    await put('network-down');
    expect((await answer('/products')).type).toBe('error');
    expect((await put('default')).status).toBe(200);
    expect((await answer('/products')).status).toBe(200);
  });

  it('refuses an unknown name or a bad body with 400 and keeps the active scenario', async () => {
    await put('slow-network');
    for (const response of [
      await put('no-such-scenario'),
      await put(42),
      await answer('/test/scenario', {
        method: 'PUT',
        headers: { [TESTING_HEADER]: 'on' },
        body: '{',
      }),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
    expect(await (await answer('/test/scenario')).json()).toMatchObject({ name: 'slow-network' });
  });

  // Issue 35, point 20: a link or a stranger's request must not switch a visitor's backend.
  describe('who may switch', () => {
    afterEach(() => setScenarioAccess('development'));

    it('refuses a caller with no token, a customer token or a bad proof with 401', async () => {
      const { token } = await loginCustomer();
      const refusals: Record<string, string>[] = [
        {},
        { Authorization: `Bearer ${token}` },
        { Authorization: 'Bearer not-a-session' },
        { [TESTING_HEADER]: 'yes' },
      ];
      for (const headers of refusals) {
        const refused = await put('server-errors', headers);
        expect(refused.status).toBe(401);
        expect(await refused.json()).toEqual({ error: SWITCH_REFUSED });
      }
      expect(await activeName()).toBe('default');
      expect((await answer('/products')).status).toBe(200);
    });

    it("takes an admin session's token or the testing switch's header", async () => {
      const admin = await loginAdmin();
      expect((await put('server-errors', { Authorization: `Bearer ${admin}` })).status).toBe(200);
      expect(await activeName()).toBe('server-errors');
      expect((await put('default', { [TESTING_HEADER]: ' ON ' })).status).toBe(200);
      expect(await activeName()).toBe('default');
    });

    it('answers 404 in a production build unless testing is on, admin token or not', async () => {
      setScenarioAccess('production');
      const admin = await loginAdmin();
      const refusals: Record<string, string>[] = [{}, { Authorization: `Bearer ${admin}` }];
      for (const headers of refusals) {
        const refused = await put('server-errors', headers);
        expect(refused.status).toBe(404);
        expect(await refused.json()).toEqual({ error: 'No route for PUT /api/test/scenario' });
      }
      expect(await activeName()).toBe('default');
      expect((await put('server-errors')).status).toBe(200);
      expect(await activeName()).toBe('server-errors');
    });

    it('has no scenarios at all in a build pointed at a real backend', async () => {
      await switchScenario('server-errors');
      setScenarioAccess('none');
      expect((await answer('/test/scenario')).status).toBe(404);
      expect((await put('default')).status).toBe(404);
      const products = await answer('/products');
      expect(products.status).toBe(200);
      expect(products.headers.has('X-Test-Scenario')).toBe(false);
    });
  });
});

describe('switching safely', () => {
  it('keeps every product through quick switches between the catalogue scenarios', async () => {
    await Promise.all([
      switchScenario('empty-catalogue'),
      switchScenario('large-catalogue'),
      switchScenario('default'),
    ]);
    expect((await firstPage()).body.total).toBe(SEED_PRODUCTS);
    await useScenario('large-catalogue');
    await useScenario('empty-catalogue');
    await useScenario('default');
    expect((await firstPage()).body.total).toBe(SEED_PRODUCTS);
  }, 60_000);

  it('keeps cart lines while the catalogue is moved aside', async () => {
    const guest = newGuestToken();
    await call('/cart/', { method: 'POST', token: guest, body: { product_id: 'p-001' } });
    await useScenario('empty-catalogue');
    expect((await call<{ items: unknown[] }>('/cart/', { token: guest })).body.items).toEqual([]);
    await useScenario('default');
    const cart = await call<{ items: { product: { id: string } }[] }>('/cart/', { token: guest });
    expect(cart.body.items.map((item) => item.product.id)).toEqual(['p-001']);
  });

  it('exports the real catalogue, and a reset ends the catalogue scenario', async () => {
    const token = await loginAdmin();
    await useScenario('empty-catalogue');
    const exported = await call<{ products: unknown[] }>('/admin/data/export', { token });
    expect(exported.body.products).toHaveLength(SEED_PRODUCTS);

    const reset = await call('/admin/data/reset', {
      method: 'POST',
      token,
      body: { startingData: 'empty' },
    });
    expect(reset.status).toBe(200);
    expect(await (await fetch(`${API}/test/scenario`)).json()).toMatchObject({ name: 'default' });
    await useScenario('default');
    expect((await firstPage()).body.total).toBe(SEED_PRODUCTS);
  });

  it('names the active scenario on every answer of the worker', async () => {
    await switchScenario('slow-network');
    const answer = await answerBackendRequest(new Request(`${API}/products/categories`));
    expect(answer.headers.get('X-Test-Scenario')).toBe('slow-network');
  }, 10_000);

  it('lets the switch answer under network-down in Node tests too', async () => {
    await useScenario('network-down');
    expect((await call('/test/scenario')).status).toBe(200);
  });
});

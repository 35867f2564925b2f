import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBackendDb, resetBackendDb } from '../db';
import { call, loginAdmin } from '../testHelpers';
import { isQuotaExceeded, route, STORAGE_FULL } from './route';
import { conflict } from './validate';

const request = () => new Request('http://localhost/api/anything', { method: 'POST' });

beforeEach(async () => {
  await resetBackendDb();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('route', () => {
  it('turns an HttpError into a JSON error answer', async () => {
    const handler = route(async () => {
      throw conflict('Already there');
    });
    const response = await handler({ request: request(), params: {} });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'Already there' });
  });

  it('turns a crash into a 500 JSON answer instead of throwing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = route(async () => {
      throw new TypeError('boom');
    });
    const response = await handler({ request: request(), params: {} });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal server error' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('answers errors as text when asked to', async () => {
    const handler = route(
      async () => {
        throw conflict('Plain');
      },
      { errors: 'text' },
    );
    const response = await handler({ request: request(), params: {} });
    expect(await response.text()).toBe('Plain');
  });
});

describe('a write that hits the storage quota', () => {
  it('is recognised as IndexedDB and Dexie report it', () => {
    expect(isQuotaExceeded(quota())).toBe(true);
    expect(isQuotaExceeded(new Dexie.AbortError('Transaction aborted', quota()))).toBe(true);
    expect(isQuotaExceeded(new Dexie.BulkError('1 of 2 failed', { 0: quota() }))).toBe(true);
    expect(isQuotaExceeded(new Dexie.AbortError('Transaction aborted'))).toBe(false);
    expect(isQuotaExceeded(new TypeError('boom'))).toBe(false);
  });

  it('answers 507 with the JSON error shape, not a 500', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handler = route(async () => {
      throw new Dexie.AbortError('Transaction aborted', quota());
    });
    const response = await handler({ request: request(), params: {} });
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ error: STORAGE_FULL });
  });

  it('turns a real product update into 507 and keeps the stored product', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const token = await loginAdmin();
    const before = await getBackendDb().products.get('p-001');
    expect(before).toBeDefined();
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quota();
    });
    const answer = await call('/products/p-001', {
      method: 'PUT',
      token,
      body: {
        name: 'Renamed while full',
        description: 'x',
        price: 10,
        original_price: 10,
        image_url: '/favicon.svg',
        category: 'drones',
      },
    });
    expect(answer).toMatchObject({ status: 507, body: { error: STORAGE_FULL } });
    vi.restoreAllMocks();
    expect((await getBackendDb().products.get('p-001'))?.name).toBe(before?.name);
  });

  it('answers the EmailJS stand-in in plain text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await call('/products/categories'); // seeds before the quota is "used up"
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw quota();
    });
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quota();
    });
    const answer = await call('/v1.0/email/send', {
      method: 'POST',
      body: {
        lib_version: '4.4.1',
        user_id: 'demo',
        service_id: 'demo',
        template_id: 'demo',
        template_params: { from_name: 'Ann', email: 'ann@example.com', message: 'Hello there' },
      },
    });
    expect(answer).toMatchObject({ status: 507, text: STORAGE_FULL });
  });
});

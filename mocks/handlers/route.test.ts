import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBackendDb } from '../db';
import { route } from './route';
import { conflict } from './validate';

const request = () => new Request('http://localhost/api/anything', { method: 'POST' });

beforeEach(async () => {
  await resetBackendDb();
});

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

// The contract test against a backend that is not there says so once (issue 35, point 15). The
// check passing is exercised where it matters: `npm run test:contract-http` runs the contract test
// over HTTP against `mock:serve`, through the same check.
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { assertBackendReachable } from './testHelpers';

// Not under /api/: the msw server of these tests answers every `*/api/...` URL itself.

describe('assertBackendReachable', () => {
  it('names the address and the cause when nothing answers', async () => {
    // A port that was just free: nothing listens there now.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise((resolve) => server.close(resolve));
    const api = `http://127.0.0.1:${port}/backend`;
    await expect(assertBackendReachable(api)).rejects.toThrow(
      new RegExp(`^backend not reachable at ${api.replace(/[.]/g, '\\.')} \\(.*ECONNREFUSED`),
    );
  });
});

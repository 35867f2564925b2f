// `npm run test:contract-http` (part of `npm test`): the contract test over HTTP, as against a real
// backend (README, "A real backend instead of the mock"), against `mock:serve` on a free port. It
// starts the server, runs `vitest run mocks/contract.test.ts` with CONTRACT_API_URL pointed at it,
// and always stops the server; it exits with vitest's code (1 when the server never started).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 3_000;

/** Starts mocks/serve.ts on a free port (one process: node with tsx's loader, so a kill ends it). */
function startServer() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'mocks/serve.ts', '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`mock:serve did not start in ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock:serve exited (${code}) before it listened: ${output}`));
    });
  });
  return { server, url };
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), STOP_GRACE_MS);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

function runContractTest(apiUrl: string): Promise<number> {
  return new Promise((resolve) => {
    const vitest = spawn(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', 'mocks/contract.test.ts'],
      { cwd: root, stdio: 'inherit', env: { ...process.env, CONTRACT_API_URL: apiUrl } },
    );
    vitest.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const { server, url } = startServer();
let code = 1;
try {
  const apiUrl = await url;
  console.log(`[contract over HTTP] CONTRACT_API_URL=${apiUrl}`);
  code = await runContractTest(apiUrl);
} catch (error) {
  console.error('[contract over HTTP]', error instanceof Error ? error.message : error);
} finally {
  await stopServer(server);
}
process.exit(code);

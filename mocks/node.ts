// The mocked backend under Node (unit tests): same handlers as the service worker, and the same
// test scenarios (README, "For testers").
import { setupServer } from 'msw/node';
import { methodRouting } from './backend';
import { handlers } from './handlers';
import {
  scenarioControlHandlers,
  scenarioOverrides,
  switchScenario,
  type ScenarioName,
} from './scenarios';

/** Routing by method first, as mocks/backend.ts does: 405 with Allow, HEAD as GET. */
export const serverHandlers = [methodRouting(handlers), ...handlers];

export const server = setupServer(...serverHandlers);

/**
 * Runs the following requests under a test scenario: its data change (an empty or large
 * catalogue) in the backend database, its handler overrides on `server`. `useScenario('default')`
 * ends it; `server.resetHandlers()` drops the overrides alone.
 */
export async function useScenario(name: ScenarioName): Promise<void> {
  await switchScenario(name);
  server.resetHandlers();
  // The switch first, as in the worker: it answers under every scenario.
  server.use(...scenarioControlHandlers, ...scenarioOverrides[name]);
}

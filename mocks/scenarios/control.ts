// The scenario switch as an endpoint of the mocked backend: GET and PUT /api/test/scenario. GET is
// open; PUT needs an admin token or testing switched on (access.ts). A testing tool of the mock:
// no real backend has it. Answered before any scenario's overrides, so even `network-down` can be
// turned off.
import { http } from 'msw';
import { json, route } from '../handlers/route';
import { oneOf, readJsonObject } from '../handlers/validate';
import {
  scenarioDescriptions,
  scenarioList,
  SCENARIO_NAMES,
  type ScenarioInfo,
  type ScenarioName,
} from './list';
import { requireScenarios, requireSwitchRights } from './access';
import { activeScenario, switchScenario } from './state';

export const SCENARIO_PATH = '*/api/test/scenario';

/** The active scenario, and every scenario there is (for the admin's list). */
export interface ScenarioAnswer {
  name: ScenarioName;
  description: string;
  scenarios: ScenarioInfo[];
}

const answer = (name: ScenarioName) =>
  json({
    name,
    description: scenarioDescriptions[name],
    scenarios: [...scenarioList],
  } satisfies ScenarioAnswer);

export const scenarioControlHandlers = [
  http.get(
    SCENARIO_PATH,
    route(async ({ request }) => {
      requireScenarios(request);
      return answer(await activeScenario());
    }),
  ),
  http.put(
    SCENARIO_PATH,
    route(async ({ request, db }) => {
      await requireSwitchRights(request, db);
      const body = await readJsonObject(request);
      const name = oneOf(
        body.name,
        SCENARIO_NAMES,
        `name must be one of: ${SCENARIO_NAMES.join(', ')}`,
      );
      await switchScenario(name, db);
      return answer(name);
    }),
  ),
];

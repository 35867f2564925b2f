// The switch `?scenario=` asks for: the backend knows the scenarios and refuses an unknown name,
// which then changes nothing and says so in the scenario banner. Unless testing is on in this
// browser, a link only asks (issue 35, point 20): a link from another site must not switch a
// visitor's backend.
import { ApiError } from '../../api/http';
import { env } from '../../config/env';
import {
  fetchTestScenario,
  switchTestScenario,
  type ActiveTestScenario,
} from '../../api/testScenario/testScenarioClient';
import {
  setScenarioRequest,
  setTestScenarioNotice,
  type ScenarioRequest,
} from '../../api/testScenario/testScenario';
import { readTesting } from '../../data/testingSwitch';

const shown = (name: string) => (name.length > 40 ? `${name.slice(0, 40)}…` : name);
const unknownNotice = (name: string) =>
  `Unknown test scenario "${shown(name)}". Nothing was changed.`;
const failedNotice = (error: unknown) =>
  `The test scenario could not be switched: ${error instanceof Error ? error.message : String(error)}`;

/**
 * What to ask about a link's scenario, given the backend's answer: null when there is nothing to
 * ask (the scenario is on already), a notice for a name the backend does not know.
 */
export function scenarioQuestion(
  name: string,
  backend: ActiveTestScenario,
): { ask: ScenarioRequest } | { notice: string } | null {
  const known = backend.scenarios.find((scenario) => scenario.name === name);
  if (!known) return { notice: unknownNotice(name) };
  if (backend.name === name) return null;
  return { ask: { name, description: known.description, active: backend.name } };
}

/** Asks the visitor about a link's scenario; nothing is switched until they confirm. */
async function askFirst(name: string): Promise<void> {
  let backend: ActiveTestScenario;
  try {
    backend = await fetchTestScenario({ duringStartup: true });
  } catch (error) {
    setTestScenarioNotice(failedNotice(error));
    return;
  }
  const question = scenarioQuestion(name, backend);
  if (question === null) return;
  if ('notice' in question) setTestScenarioNotice(question.notice);
  else setScenarioRequest(question.ask);
}

export async function switchRequestedScenario(
  name: string,
  testing: boolean = readTesting(),
): Promise<void> {
  // A build pointed at a real backend has no test scenarios: the link does nothing.
  if (!env.mockBackend) return;
  if (!testing) {
    await askFirst(name);
    return;
  }
  try {
    await switchTestScenario(name, { duringStartup: true });
    setTestScenarioNotice(null);
  } catch (error) {
    const unknown = error instanceof ApiError && error.status === 400;
    setTestScenarioNotice(unknown ? unknownNotice(name) : failedNotice(error));
  }
}

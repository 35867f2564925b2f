// The mocked backend's test-scenario switch (GET/PUT /api/test/scenario; README, "For testers").
// Always the app's own origin: only the mock has it, whatever backend the other clients use.
// Every call throws ApiError on failure.
import { writeTestScenario } from './testScenario';
import { z } from 'zod';
import { request } from '../http';
import { WireError } from '../wire';

const MOCK_API = '/api';
const PATH = '/test/scenario';
/**
 * The switch's proof that testing is on in this browser (mocks/scenarios/access.ts). The page
 * switches only when the tester asked: testing switched on, a confirmed `?scenario=` link, the
 * banner's Turn off, Settings → Data.
 */
const TESTING_PROOF = { 'X-SkyForge-Testing': 'on' };

const scenarioSchema = z.object({ name: z.string(), description: z.string() });
const answerSchema = scenarioSchema.extend({ scenarios: z.array(scenarioSchema) });

export type TestScenario = z.infer<typeof scenarioSchema>;
/** The active scenario and every scenario the backend has. */
export type ActiveTestScenario = z.infer<typeof answerSchema>;

function readAnswer(answer: unknown): ActiveTestScenario {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) throw new WireError('the test scenario answer is not a scenario');
  return parsed.data;
}

/** The scenario the backend runs; the page's copy follows it. */
export async function fetchTestScenario({
  duringStartup = false,
}: { duringStartup?: boolean } = {}): Promise<ActiveTestScenario> {
  const active = readAnswer(await request(MOCK_API, PATH, { waitForBackend: !duringStartup }));
  writeTestScenario(active.name);
  return active;
}

/**
 * Switches this browser profile to a scenario ('default' ends it). `duringStartup`: the call that
 * applies `?scenario=` runs before the backend is declared ready, so no other call goes out first.
 */
export async function switchTestScenario(
  name: string,
  { duringStartup = false }: { duringStartup?: boolean } = {},
): Promise<ActiveTestScenario> {
  const active = readAnswer(
    await request(MOCK_API, PATH, {
      method: 'PUT',
      body: { name },
      headers: TESTING_PROOF,
      waitForBackend: !duringStartup,
    }),
  );
  writeTestScenario(active.name);
  return active;
}

// The switch `?scenario=` asks for: the backend knows the scenarios and refuses an unknown name,
// which then changes nothing and says so in the scenario banner.
import { ApiError } from '../../api/http';
import { switchTestScenario } from '../../api/testScenario/testScenarioClient';
import { setTestScenarioNotice } from '../../data/testScenario';

export async function switchRequestedScenario(name: string): Promise<void> {
  try {
    await switchTestScenario(name, { duringStartup: true });
    setTestScenarioNotice(null);
  } catch (error) {
    const unknown = error instanceof ApiError && error.status === 400;
    const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
    setTestScenarioNotice(
      unknown
        ? `Unknown test scenario "${shown}". Nothing was changed.`
        : `The test scenario could not be switched: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

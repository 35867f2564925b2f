// `?scenario=NAME` on any URL switches the mocked backend's test scenario (README, "For testers"),
// once the visitor confirms it or straight away where testing is on in this browser. This part
// runs on every start and is tiny: the switch itself loads only when one is asked for.
import { setTestScenarioNotice } from '../../api/testScenario/testScenario';

/** The requested scenario name, taken out of the address so a reload does not ask again. */
export function takeRequestedScenario(): string | null {
  const url = new URL(location.href);
  const name = url.searchParams.get('scenario');
  if (name === null) return null;
  url.searchParams.delete('scenario');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return name;
}

/**
 * Switches to the requested scenario before any other API call goes out, or, with testing off,
 * asks the visitor first (the question shows once the page is up).
 */
export async function applyRequestedScenario(name: string): Promise<void> {
  let switchRequestedScenario: (name: string) => Promise<void>;
  try {
    ({ switchRequestedScenario } = await import('./switchRequestedScenario'));
  } catch (error) {
    // The switch's code did not load (offline before it was cached, a new version deployed):
    // the banner, whose code is cached with the app's, says so.
    console.warn('[scenario] the test scenario switch did not load', error);
    setTestScenarioNotice(
      `The test scenario "${name.slice(0, 40)}" could not be switched. Nothing was changed.`,
    );
    return;
  }
  await switchRequestedScenario(name);
}

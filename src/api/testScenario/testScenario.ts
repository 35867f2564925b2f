// Which test scenario of the mocked backend this browser profile runs (README, "For testers"):
// a copy of the backend's choice in localStorage, so every page knows at once, without loading
// any scenario code, whether to show the banner; and a notice for a scenario that could not be
// switched. The backend's own record (mocks/scenarios/state.ts) is what takes effect.
import { useSyncExternalStore } from 'react';
import { storedSetting } from '../../lib/storedSetting';

const SCENARIO_NAME = /^[a-z][a-z-]{0,39}$/;

/** The stored name, or null for none (also for a damaged copy). */
export function parseTestScenario(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && SCENARIO_NAME.test(value) && value !== 'default'
      ? value
      : null;
  } catch {
    return null;
  }
}

const testScenarioSetting = storedSetting(
  'skyforge.testScenario',
  parseTestScenario,
  null,
  'the test scenario',
);

export const readTestScenario = testScenarioSetting.read;
export const useTestScenario = testScenarioSetting.use;
/** Stores the backend's active scenario ('default' or null: none). */
export const writeTestScenario = (name: string | null): boolean =>
  testScenarioSetting.write(name === 'default' ? null : name);

/**
 * A switch a `?scenario=` link asked for while testing is off: the page asks the visitor first
 * (a link from another site must not switch their backend). `active` is the scenario on now.
 */
export interface ScenarioRequest {
  name: string;
  description: string;
  active: string;
}

let scenarioRequest: ScenarioRequest | null = null;
const requestListeners = new Set<() => void>();

/** Asks about a switch (null: the question is answered). */
export function setScenarioRequest(next: ScenarioRequest | null): void {
  scenarioRequest = next;
  requestListeners.forEach((listener) => listener());
}

export const readScenarioRequest = (): ScenarioRequest | null => scenarioRequest;

export function useScenarioRequest(): ScenarioRequest | null {
  return useSyncExternalStore(
    (listener) => {
      requestListeners.add(listener);
      return () => requestListeners.delete(listener);
    },
    () => scenarioRequest,
    () => null,
  );
}

let notice: string | null = null;
const noticeListeners = new Set<() => void>();

/** A message about the last switch (an unknown name, a failure); null to dismiss it. */
export function setTestScenarioNotice(message: string | null): void {
  notice = message;
  noticeListeners.forEach((listener) => listener());
}

export function useTestScenarioNotice(): string | null {
  return useSyncExternalStore(
    (listener) => {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    () => notice,
    () => null,
  );
}

// Fallback when no service worker can answer: the same backend, in the page.
// Loaded lazily and never precached.
import { answerBackendRequest, isBackendRequest } from '../../../mocks/backend';
import { setScenarioAccess } from '../../../mocks/scenarios/access';
import { scenarioAccess } from '../../config/env';

export function installInPageBackend(): void {
  setScenarioAccess(scenarioAccess);
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!isBackendRequest(request.url, location.origin)) return realFetch(input, init);
    return answerBackendRequest(request);
  };
}

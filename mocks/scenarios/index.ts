// Test scenarios of the mocked backend: named sets of handler overrides (and, for the payment the
// page simulates, a setting the page reads), switched at run time. See README, "For testers".
export * from './list';
export { scenarioOverrides } from './overrides';
export { scenarioControlHandlers, SCENARIO_PATH, type ScenarioAnswer } from './control';
export { activeScenario, switchScenario, resetScenarioState } from './state';
export { setScenarioAccess, TESTING_HEADER, TESTING_ON, type ScenarioAccess } from './access';

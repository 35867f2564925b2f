// The mocked backend's test scenarios: names and what each does, in one line each. The payment
// scenarios are read by the page, which simulates the payment (src/api/testScenario/testScenario.ts).

export const SCENARIO_NAMES = [
  'default',
  'payment-declined',
  'payment-approved',
  'slow-network',
  'server-errors',
  'network-down',
  'empty-catalogue',
  'large-catalogue',
  'expired-session',
  'email-rate-limited',
] as const;

export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export const DEFAULT_SCENARIO: ScenarioName = 'default';

export interface ScenarioInfo {
  name: ScenarioName;
  description: string;
}

export const scenarioDescriptions: Record<ScenarioName, string> = {
  default: 'Normal behaviour.',
  'payment-declined': 'Every payment fails with "Payment failed".',
  'payment-approved': 'No payment ever fails.',
  'slow-network': 'Every API answer is delayed by 2 s.',
  'server-errors': 'Catalogue, cart, coupon and sign-in calls answer 500.',
  'network-down': 'API calls fail as a lost connection does.',
  'empty-catalogue': 'The shop has no products (the admin can still add some).',
  'large-catalogue': 'The shop has 10,000 generated products.',
  'expired-session': 'Every sign-in token is refused with 401.',
  'email-rate-limited': "The contact form's e-mail provider answers 429.",
};

export const scenarioList: readonly ScenarioInfo[] = SCENARIO_NAMES.map((name) => ({
  name,
  description: scenarioDescriptions[name],
}));

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

// The test scenario's key factory and query (README, "For testers").
import { queryOptions } from '@tanstack/react-query';
import { fetchTestScenario } from './testScenarioClient';

export const testScenarioKeys = {
  all: ['testScenario'] as const,
  active: () => [...testScenarioKeys.all, 'active'] as const,
};

export function testScenarioQuery() {
  return queryOptions({
    queryKey: testScenarioKeys.active(),
    queryFn: () => fetchTestScenario(),
    staleTime: 0,
  });
}

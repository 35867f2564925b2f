// @vitest-environment jsdom
// The setup file (tests/setup/vitest.setup.ts) gives screens in component tests 5 s to appear,
// as `npm test` runs the unit tests beside the contract test on 2 cores.
import { getConfig } from '@testing-library/dom';
import { expect, it } from 'vitest';

it('waits up to 5 s for a screen in a browser environment', () => {
  expect(getConfig().asyncUtilTimeout).toBe(5000);
});

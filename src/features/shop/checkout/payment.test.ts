// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDelayScale, setRandomSource } from '../../../lib/simulate';
import { writeTestScenario } from '../../../api/testScenario/testScenario';
import { simulatePayment } from './payment';

beforeEach(() => {
  setDelayScale(0);
  writeTestScenario(null);
});

afterEach(() => {
  setRandomSource(Math.random);
  setDelayScale(1);
});

describe('simulated payment', () => {
  it('succeeds when the dice roll is below 0.9', async () => {
    setRandomSource(() => 0.5);
    expect(await simulatePayment()).toBe(true);
    setRandomSource(() => 0.95);
    expect(await simulatePayment()).toBe(false);
  });

  it('always succeeds under payment-approved and always fails under payment-declined', async () => {
    writeTestScenario('payment-approved');
    for (const roll of [0, 0.95, 0.99]) {
      setRandomSource(() => roll);
      expect(await simulatePayment()).toBe(true);
    }
    writeTestScenario('payment-declined');
    for (const roll of [0, 0.5, 0.89]) {
      setRandomSource(() => roll);
      expect(await simulatePayment()).toBe(false);
    }
    writeTestScenario('slow-network');
    setRandomSource(() => 0);
    expect(await simulatePayment()).toBe(true);
  });

  it('ignores the old undocumented sim:payment key', async () => {
    localStorage.setItem('sim:payment', 'fail');
    setRandomSource(() => 0);
    expect(await simulatePayment()).toBe(true);
    localStorage.removeItem('sim:payment');
  });

  it('takes 1500 ms', async () => {
    setDelayScale(1);
    setRandomSource(() => 0);
    const started = Date.now();
    await simulatePayment();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1450);
  });
});

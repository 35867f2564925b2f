// Simulated payment (spec §9): 1500 ms, then success with a 90% chance.
import { delays, randomUnit, simulatedDelay } from '../../../lib/simulate';
import { parsePaymentOverride, paymentSucceeds } from './model';

/**
 * Test hook: end-to-end tests make the dice deterministic by setting
 * `localStorage['sim:payment']` to 'success', 'fail' or 'fail-once' (the first
 * attempt fails, then the key removes itself). Nothing else reads this key.
 */
export const paymentOverrideKey = 'sim:payment';

function takeOverride(): 'success' | 'fail' | null {
  try {
    const override = parsePaymentOverride(localStorage.getItem(paymentOverrideKey));
    if (override === 'fail-once') {
      localStorage.removeItem(paymentOverrideKey);
      return 'fail';
    }
    return override;
  } catch {
    return null;
  }
}

/** Resolves true when the simulated payment went through. */
export async function simulatePayment(): Promise<boolean> {
  await simulatedDelay(delays.payment);
  const override = takeOverride();
  if (override) return override === 'success';
  return paymentSucceeds(randomUnit());
}

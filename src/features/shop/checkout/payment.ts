// Simulated payment (spec §9): 1500 ms, then success with a 90% chance, unless a test scenario
// decides (payment-approved, payment-declined; README, "For testers").
import { readTestScenario } from '../../../api/testScenario/testScenario';
import { delays, randomUnit, simulatedDelay } from '../../../lib/simulate';
import { paymentSucceeds } from './model';

/** What the payment does under the active test scenario (null: the spec's chance). */
function scenarioPaymentOutcome(name: string | null): 'approved' | 'declined' | null {
  if (name === 'payment-approved') return 'approved';
  if (name === 'payment-declined') return 'declined';
  return null;
}

/** Resolves true when the simulated payment went through. */
export async function simulatePayment(): Promise<boolean> {
  await simulatedDelay(delays.payment);
  const outcome = scenarioPaymentOutcome(readTestScenario());
  if (outcome) return outcome === 'approved';
  return paymentSucceeds(randomUnit());
}

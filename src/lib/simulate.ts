// The spec simulates slow services and a 90%-successful payment. Both the
// clock and the dice are injectable so tests are fast and deterministic.
let delayScale = 1;
let randomSource: () => number = Math.random;

export function setDelayScale(scale: number): void {
  delayScale = scale;
}

export function setRandomSource(source: () => number): void {
  randomSource = source;
}

export function randomUnit(): number {
  return randomSource();
}

export function simulatedDelay(ms: number): Promise<void> {
  const scaled = ms * delayScale;
  return scaled <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, scaled));
}

/** Spec §9 delays. */
export const delays = { payment: 1500, orderWrite: 500 } as const;

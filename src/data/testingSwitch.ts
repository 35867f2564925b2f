// Testing switched on in this browser (README, "For testers"; issue 35, point 20): Settings →
// Data, or the console line `localStorage.setItem('skyforge.testing', 'on')` (the setting stores
// `"on"`). Then a `?scenario=` link switches without asking. Read only by code that loads when a
// scenario is asked for or the settings open, so no page's first load carries it.
import { storedSetting } from '../lib/storedSetting';

export function parseTesting(raw: string | null): boolean {
  const text = raw?.trim();
  return text === 'on' || text === '"on"';
}

const testingSetting = storedSetting<'on' | 'off'>(
  'skyforge.testing',
  (raw) => (parseTesting(raw) ? 'on' : 'off'),
  'off',
  'the testing switch',
);

export const readTesting = (): boolean => testingSetting.read() === 'on';
export const useTesting = (): boolean => testingSetting.use() === 'on';
/** Switches testing on or off in this browser; false when the browser refused to store it. */
export const writeTesting = (on: boolean): boolean => testingSetting.write(on ? 'on' : 'off');

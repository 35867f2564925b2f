// Booth mode (issue 17): a device at a trade show starts over after a visitor walks away. A
// setting of this device, not of the shop: kept in localStorage (public pages read it without
// loading the app database), untouched by "Reset demo data", switched only from the admin.
import { parseStoredObject, storedSetting } from '../lib/storedSetting';
import { paths } from '../config/paths';

export const boothIdleChoices = [30, 60, 120, 300] as const;
export type BoothIdleSeconds = (typeof boothIdleChoices)[number];
export const boothStartPages = [paths.home, paths.shop] as const;
export type BoothStartPage = (typeof boothStartPages)[number];

export interface BoothMode {
  enabled: boolean;
  /** "Start over after" this long without input. */
  idleSeconds: BoothIdleSeconds;
  startPage: BoothStartPage;
}

export const defaultBoothMode: BoothMode = {
  enabled: false,
  idleSeconds: 120,
  startPage: paths.home,
};

/** A missing or damaged copy means booth mode is off; each bad field takes its default. */
export function parseBoothMode(raw: string | null): BoothMode {
  const record = parseStoredObject(raw);
  if (!record) return defaultBoothMode;
  const idle = boothIdleChoices.find((choice) => choice === record.idleSeconds);
  const start = boothStartPages.find((page) => page === record.startPage);
  return {
    enabled: record.enabled === true,
    idleSeconds: idle ?? defaultBoothMode.idleSeconds,
    startPage: start ?? defaultBoothMode.startPage,
  };
}

const boothModeSetting = storedSetting(
  'skyforge.boothMode',
  parseBoothMode,
  defaultBoothMode,
  'booth mode',
);

export const readBoothMode = boothModeSetting.read;

/** Saves the device's booth mode; false when the browser refused to store it. */
export const writeBoothMode = (mode: BoothMode): boolean =>
  boothModeSetting.write(parseBoothMode(JSON.stringify(mode)));

/** Live booth mode; prerendered pages hydrate with it off, then show the stored state. */
export const useBoothMode = boothModeSetting.use;

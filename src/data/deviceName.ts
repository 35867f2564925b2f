// The device's name (issue 35, point 10): an operator with several tablets tells their leads
// apart by it (every row of the leads file, and the file's name). A setting of this device, like
// booth mode: kept in localStorage, untouched by a reset or an import.
import { storedSetting } from '../lib/storedSetting';

export const deviceNameMaxLength = 40;

/** Trimmed, inner runs of white space as one space; null when empty or too long. */
export function cleanDeviceName(value: string): string | null {
  const name = value.trim().replace(/\s+/g, ' ');
  return name.length > 0 && name.length <= deviceNameMaxLength ? name : null;
}

/** A missing or damaged copy means the device has no name yet. */
export function parseDeviceName(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' ? cleanDeviceName(value) : null;
  } catch {
    return null;
  }
}

const deviceNameSetting = storedSetting<string | null>(
  'skyforge.deviceName',
  parseDeviceName,
  null,
  'the device name',
);

/** The device's name, or null before the operator gave it one. */
export const readDeviceName = deviceNameSetting.read;

/** Saves the name (cleaned); false when it is empty or too long, or the browser refused. */
export function writeDeviceName(value: string): boolean {
  const name = cleanDeviceName(value);
  return name !== null && deviceNameSetting.write(name);
}

export const useDeviceName = deviceNameSetting.use;

/** A name to start from, different on each device: "Tablet 7F3A". */
export function suggestedDeviceName(): string {
  const [value] = crypto.getRandomValues(new Uint16Array(1));
  return `Tablet ${value.toString(16).toUpperCase().padStart(4, '0')}`;
}

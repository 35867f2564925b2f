// Display formats shared by admin screens. Dates and times follow the admin's Timezone
// setting: components read them through useAdminDates.
import type { Timezone } from '../../../data/settings';

/** The setting's choices as IANA zones (Eastern and Pacific time, with their summer time). */
export const adminTimeZoneIds: Record<Timezone, string> = {
  UTC: 'UTC',
  EST: 'America/New_York',
  PST: 'America/Los_Angeles',
};

const shapes = {
  dateTime: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  shortDateTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Shape = keyof typeof shapes;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(shape: Shape, timezone: Timezone): Intl.DateTimeFormat {
  const key = `${shape}:${timezone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      ...shapes[shape],
      timeZone: adminTimeZoneIds[timezone],
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function format(shape: Shape, iso: string | null, timezone: Timezone, invalid: string): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(time) ? formatterFor(shape, timezone).format(time) : invalid;
}

export interface AdminDateFormats {
  /** "Nov 25, 2025, 1:21 AM UTC" */
  dateTime: (iso: string | null) => string;
  /** "Nov 25, 2025" */
  date: (iso: string | null) => string;
  /** "1:21 AM UTC" */
  time: (iso: string | null) => string;
  /** "Nov 25, 1:21 AM" (message lists) */
  shortDateTime: (iso: string | null) => string;
}

/** Date formats in one of the setting's timezones; an invalid date shows '—' (times: ''). */
export function adminDateFormats(timezone: Timezone): AdminDateFormats {
  return {
    dateTime: (iso) => format('dateTime', iso, timezone, '—'),
    date: (iso) => format('date', iso, timezone, '—'),
    time: (iso) => format('time', iso, timezone, ''),
    shortDateTime: (iso) => format('shortDateTime', iso, timezone, ''),
  };
}

const integer = new Intl.NumberFormat('en-US');

export function formatInteger(value: number): string {
  return integer.format(value);
}

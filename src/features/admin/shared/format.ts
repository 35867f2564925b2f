// Display formats shared by admin screens. Dates and times follow the admin's Timezone
// setting: components read them through useAdminDates.
// UTC (the default setting) and counts are written by hand, as prices are (src/lib/money.ts): the
// first Intl formatter of a page loads ICU's locale data, ~75 ms of an admin page's cold start on
// a desktop (4× that on a slow phone) for formats that never change. The other zones need Intl's
// summer-time rules.
import type { Timezone } from '../../../data/settings';
import { groupThousands } from '../../../lib/money';

/** The setting's choices as IANA zones (Eastern and Pacific time, with their summer time). */
export const adminTimeZoneIds: Record<Timezone, string> = {
  UTC: 'UTC',
  EST: 'America/New_York',
  PST: 'America/Los_Angeles',
};

/** Intl's options for each format (the hand-written UTC ones write exactly what these do). */
export const adminDateShapes = {
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

type Shape = keyof typeof adminDateShapes;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(shape: Shape, timezone: Timezone): Intl.DateTimeFormat {
  const key = `${shape}:${timezone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      ...adminDateShapes[shape],
      timeZone: adminTimeZoneIds[timezone],
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** Intl's en-US output for a UTC moment, for years 1000–9999 (else `null`: Intl writes the rest). */
function formatUtc(shape: Shape, time: number): string | null {
  const date = new Date(time);
  const year = date.getUTCFullYear();
  if (year < 1000 || year > 9999) return null;
  const day = `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}`;
  const hours = date.getUTCHours();
  const clock = `${hours % 12 || 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  switch (shape) {
    case 'dateTime':
      return `${day}, ${year}, ${clock} UTC`;
    case 'date':
      return `${day}, ${year}`;
    case 'time':
      return `${clock} UTC`;
    case 'shortDateTime':
      return `${day}, ${clock}`;
  }
}

function format(shape: Shape, iso: string | null, timezone: Timezone, invalid: string): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (!Number.isFinite(time)) return invalid;
  return (
    (timezone === 'UTC' ? formatUtc(shape, time) : null) ??
    formatterFor(shape, timezone).format(time)
  );
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

/** `12345` → `'12,345'`, rounded to a whole number; a non-finite count shows '—'. */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const whole = Math.round(Math.abs(value));
  // toString switches to exponent notation from 1e21; BigInt spells out every digit.
  const digits = whole < 1e21 ? String(whole) : BigInt(whole).toString();
  return `${value < 0 && whole !== 0 ? '-' : ''}${groupThousands(digits)}`;
}

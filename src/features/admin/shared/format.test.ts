import { describe, expect, it, vi } from 'vitest';
import { adminDateFormats, adminDateShapes, formatInteger } from './format';

describe('admin dates in the Timezone setting', () => {
  const winter = '2026-01-15T12:00:00.000Z';
  const summer = '2026-07-15T12:00:00.000Z';

  it('shows one moment in UTC, Eastern and Pacific time', () => {
    expect(adminDateFormats('UTC').dateTime(winter)).toBe('Jan 15, 2026, 12:00 PM UTC');
    expect(adminDateFormats('EST').time(winter)).toBe('7:00 AM EST');
    expect(adminDateFormats('PST').time(winter)).toBe('4:00 AM PST');
    expect(adminDateFormats('PST').time(summer)).toBe('5:00 AM PDT');
  });

  it('moves the calendar day with the zone, and says so for invalid dates', () => {
    const lateUtc = '2026-01-15T03:00:00.000Z';
    expect(adminDateFormats('UTC').date(lateUtc)).toBe('Jan 15, 2026');
    expect(adminDateFormats('PST').date(lateUtc)).toBe('Jan 14, 2026');
    expect(adminDateFormats('EST').date('not a date')).toBe('—');
    expect(adminDateFormats('EST').time('')).toBe('');
  });
});

describe('UTC dates and counts without Intl', () => {
  const shapes = Object.keys(adminDateShapes) as (keyof typeof adminDateShapes)[];

  it('writes exactly what Intl writes, at every hour and across the years', () => {
    const utc = adminDateFormats('UTC');
    const moments = [
      '2026-01-15T00:00:00.000Z',
      '2026-01-15T00:05:00.000Z',
      '2026-01-15T11:59:59.999Z',
      '2026-01-15T12:00:00.000Z',
      '2026-12-31T23:59:00.000Z',
      '1000-01-01T00:00:00.000Z',
      '9999-12-31T13:07:00.000Z',
    ];
    // A step that is not a whole number of days walks through every hour and minute pattern.
    for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2031, 0, 1); time += 7_919_999_983) {
      moments.push(new Date(time).toISOString());
    }
    for (const iso of moments) {
      for (const shape of shapes) {
        const intl = new Intl.DateTimeFormat('en-US', {
          ...adminDateShapes[shape],
          timeZone: 'UTC',
        });
        expect(utc[shape](iso), `${shape} ${iso}`).toBe(intl.format(Date.parse(iso)));
      }
    }
  });

  it('creates no Intl formatter for UTC, and still formats years Intl alone writes', () => {
    const created = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(adminDateFormats('UTC').dateTime('2026-03-01T18:30:00.000Z')).toBe(
        'Mar 1, 2026, 6:30 PM UTC',
      );
      expect(created).not.toHaveBeenCalled();
    } finally {
      created.mockRestore();
    }
    expect(adminDateFormats('UTC').date('0500-06-01T00:00:00.000Z')).toBe('Jun 1, 500');
  });

  it('groups counts in thousands as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 999, 1000, 12_345, 1_234_567, -4_200, 50_000, 2 ** 53]) {
      expect(formatInteger(value)).toBe(intl.format(value));
    }
    expect(formatInteger(Number.NaN)).toBe('—');
  });
});

import { describe, expect, it } from 'vitest';
import { adminDateFormats } from './format';

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

import { describe, expect, it } from 'vitest';
import { helpGroups } from '../../../content/adminSamples';
import { filterHelpGroups, supportMessages, validateSupportRequest } from './model';

describe('filterHelpGroups', () => {
  it('keeps everything for a blank search', () => {
    expect(filterHelpGroups(helpGroups, '  ')).toEqual(helpGroups);
  });
  it('keeps a whole group matched by its title', () => {
    const result = filterHelpGroups(helpGroups, 'coupons');
    const group = result.find((g) => g.id === 'coupons');
    expect(group?.articles).toHaveLength(
      helpGroups.find((g) => g.id === 'coupons')?.articles.length ?? -1,
    );
  });
  it('keeps only matching articles otherwise, case-insensitively', () => {
    const result = filterHelpGroups(helpGroups, 'TRACKING id');
    expect(result).toHaveLength(1);
    expect(result[0].id).toBe('products');
    expect(result[0].articles.map((a) => a.id)).toEqual(['tracking']);
  });
  it('returns nothing when nothing matches', () => {
    expect(filterHelpGroups(helpGroups, 'zzzz-nothing')).toEqual([]);
  });
});

describe('validateSupportRequest', () => {
  it('requires subject and message', () => {
    expect(validateSupportRequest({ subject: ' ', message: '' })).toEqual({
      subject: supportMessages.subjectRequired,
      message: supportMessages.messageRequired,
    });
    expect(validateSupportRequest({ subject: 'Help', message: 'Hi' })).toEqual({
      subject: null,
      message: null,
    });
  });
});

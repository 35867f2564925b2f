import { describe, expect, it } from 'vitest';
import { countWords, privacyPolicy, termsOfService } from '../../../content/legal';
import { tableOfContents } from './model';

describe.each([
  ['privacy policy', privacyPolicy],
  ['terms of service', termsOfService],
])('%s', (_name, document) => {
  it('is of real length (at least 1,200 words)', () => {
    expect(countWords(document)).toBeGreaterThanOrEqual(1200);
  });

  it('has several sections with unique anchor ids', () => {
    const toc = tableOfContents(document);
    expect(toc.length).toBeGreaterThanOrEqual(8);
    expect(new Set(toc.map((entry) => entry.id)).size).toBe(toc.length);
    for (const entry of toc) expect(entry.id).toMatch(/^[a-z][a-z-]*$/);
  });

  it('names the company address in Nellore', () => {
    const text = JSON.stringify(document);
    expect(text).toContain('Nellore');
  });
});

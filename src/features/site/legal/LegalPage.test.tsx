import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { privacyPolicy, termsOfService } from '../../../content/legal';
import { LegalPage } from './LegalPage';

// That a table of contents entry scrolls to its section is checked on the real page (e2e).
afterEach(cleanup);

describe('LegalPage', () => {
  for (const document of [privacyPolicy, termsOfService]) {
    it(`${document.title} is a long text with a table of contents pointing at its sections`, () => {
      const { container } = renderWithProviders(<LegalPage document={document} />);
      const article = container.querySelector('article') as HTMLElement;
      const words = (article.textContent ?? '').split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(1200);

      const entries = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole(
        'link',
      );
      expect(entries.length).toBeGreaterThanOrEqual(8);
      for (const entry of entries) {
        const id = entry.getAttribute('href')?.slice(1) ?? '';
        expect(container.querySelector(`[id="${id}"]`), id).toBeTruthy();
      }
    });
  }
});

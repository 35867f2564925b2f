import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { SitemapPage } from './SitemapPage';

// That every link reaches a real page is checked on the built app (e2e, site-pages.spec.ts).
afterEach(cleanup);

describe('SitemapPage', () => {
  it('has three groups with a picture and their links, and the tips', () => {
    renderWithProviders(<SitemapPage />);
    const groups: Array<[string, string[]]> = [
      ['main', ['Home', 'About', 'Contact']],
      ['services', ['Drone Products', 'Software Development', 'Training Programs']],
      ['resources', ['News', 'Privacy Policy', 'Terms of Service', 'Careers']],
    ];
    for (const [id, labels] of groups) {
      const group = screen.getByTestId(`sitemap-group-${id}`);
      expect(group.querySelectorAll('img')).toHaveLength(1);
      const links = within(group).getAllByRole('link');
      expect(links).toHaveLength(labels.length);
      for (const label of labels) {
        expect(links.filter((link) => link.textContent?.includes(label))).toHaveLength(1);
      }
    }
    for (const name of ['Use the main menu', 'Check the footer links', 'Search the shop']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
  });
});

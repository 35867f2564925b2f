import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { SiteFooter } from './SiteFooter';

afterEach(cleanup);

const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('SiteFooter', () => {
  it('has the service groups, quick links, social links and contact details', () => {
    renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');

    const services = within(footer).getByRole('navigation', { name: 'Services' });
    const service = (name: string) =>
      within(services).getByRole('link', { name }).getAttribute('href');
    expect(service('Drone Products')).toBe('/drones');
    for (const name of ['Software Development', 'AI & Machine Learning', 'Web Development']) {
      expect(service(name), name).toBe('/software');
    }
    expect(service('Educational Training')).toBe('/training');

    expect(hrefs(within(footer).getByRole('navigation', { name: 'Quick Links' }))).toEqual([
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/careers',
      '/shop',
    ]);
    expect(hrefs(within(footer).getByRole('navigation', { name: 'Legal' }))).toEqual([
      '/privacy',
      '/terms',
      '/sitemap',
    ]);

    for (const name of ['Facebook', 'YouTube', 'X', 'Instagram', 'LinkedIn', 'WhatsApp']) {
      const link = within(footer).getByRole('link', { name });
      expect(link.getAttribute('href'), name).toMatch(/^https:\/\//);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toMatch(/noopener/);
    }

    const address = footer.querySelector('address')?.textContent ?? '';
    expect(address).toContain('2nd Floor, Trunk Road');
    expect(address).toContain('Nellore, Andhra Pradesh 524001');
    expect(address).toContain('India');
    expect(
      within(footer).getByRole('link', { name: '+91 861 234 5678' }).getAttribute('href'),
    ).toBe('tel:+918612345678');
    expect(
      within(footer).getByRole('link', { name: 'info@skyforge.tech' }).getAttribute('href'),
    ).toBe('mailto:info@skyforge.tech');
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findDialog } from '../../../../tests/test-utils/dialog';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { HomePage } from './HomePage';

// The home page's sections below the slider (spec §4): one screen, no real browser needed.
afterEach(cleanup);

const sectionOf = (id: string) => document.getElementById(id)?.closest('section') as HTMLElement;

describe('HomePage', () => {
  it('has the services, Why Choose Us and the call to action', async () => {
    const { router } = renderWithProviders(<HomePage />);
    const services = await waitFor(() => {
      const section = sectionOf('services-title');
      expect(section).toBeTruthy();
      return section;
    });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/drones', '/software', '/training']);

    for (const title of ['Innovation', 'Quality', 'Support 24/7']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }

    const ctaHeading = screen.getByRole('heading', { name: 'Ready to get started?' });
    expect(screen.getByText('Contact us today to discuss your technology needs.')).toBeTruthy();
    const cta = ctaHeading.closest('section') as HTMLElement;
    fireEvent.click(within(cta).getByRole('link', { name: 'Contact Us' }));
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('opens an achievement in a modal with image, date, title and details, closed by a button or Escape', async () => {
    renderWithProviders(<HomePage />);
    const section = await waitFor(() => {
      const found = sectionOf('achievements-title');
      expect(found).toBeTruthy();
      return found;
    });
    const cards = within(section).getAllByRole('button');
    expect(cards).toHaveLength(11);

    const card = (title: string) =>
      cards.find((button) => button.textContent?.includes(title)) as HTMLElement;
    fireEvent.click(card('ED1 Educational Drone Launched'));
    const dialog = await findDialog('ED1 Educational Drone Launched');
    expect(within(dialog).getByText('March 2025')).toBeTruthy();
    expect(
      within(dialog).getByRole('img', { name: 'ED1 Educational Drone Launched' }),
    ).toBeTruthy();
    expect(within(dialog).getByText(/24 ready-to-teach activities/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(card('Trusted by More Than 50 Hospitals'));
    const second = await findDialog('Trusted by More Than 50 Hospitals');
    fireEvent.keyDown(second, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

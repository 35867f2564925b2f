import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { DronesPage } from './DronesPage';

// /drones' own behaviour (spec §4). The video's attributes, reduced motion and the R&D videos
// stay in the e2e suite, where real media load.
beforeEach(() => {
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const description = (card: HTMLElement) =>
  within(card).getByTestId('drone-description').textContent ?? '';

describe('DronesPage', () => {
  it('Read more shows the full text cut at 120 characters, one card at a time', () => {
    renderWithProviders(<DronesPage />);
    const ed1 = screen.getByTestId('drone-product-ed1');
    const custom = screen.getByTestId('drone-product-custom');

    const collapsed = description(ed1);
    expect(collapsed.endsWith('...')).toBe(true);
    expect(collapsed).toHaveLength(123);

    fireEvent.click(within(ed1).getByRole('button', { name: 'Read more' }));
    const full = description(ed1);
    expect(full.length).toBeGreaterThan(120);
    expect(full.startsWith(collapsed.slice(0, 120))).toBe(true);
    expect(full.endsWith('...')).toBe(false);
    expect(
      within(ed1).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded'),
    ).toBe('true');

    // Opening the other card collapses the first.
    fireEvent.click(within(custom).getByRole('button', { name: 'Read more' }));
    expect(within(custom).getByRole('button', { name: 'Show less' })).toBeTruthy();
    expect(within(ed1).getByRole('button', { name: 'Read more' })).toBeTruthy();
    expect(description(ed1)).toBe(collapsed);
    expect(description(custom).endsWith('...')).toBe(false);

    // Show less collapses it again.
    fireEvent.click(within(custom).getByRole('button', { name: 'Show less' }));
    expect(description(custom)).toHaveLength(123);
  });

  it('Shop Now goes to /signin, Contact Us and Get a Quote to /contact', () => {
    const { router } = renderWithProviders(<DronesPage />);
    expect(
      within(screen.getByTestId('drone-product-ed1'))
        .getByRole('link', { name: 'Shop Now' })
        .getAttribute('href'),
    ).toBe('/signin');
    expect(
      within(screen.getByTestId('drone-product-custom'))
        .getByRole('link', { name: 'Contact Us' })
        .getAttribute('href'),
    ).toBe('/contact');
    fireEvent.click(screen.getByRole('link', { name: 'Get a Quote' }));
    expect(router.state.location.pathname).toBe('/contact');
  });
});

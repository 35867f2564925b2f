import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { SiteHeader } from './SiteHeader';

// The header's own behaviour (spec §2 "Site header and footer"). Its place on the real page
// (fixed, the background's fade, the skip link, the menu across real navigations and chunk
// loads) is checked in tests/e2e/site-header.spec.ts.
afterEach(() => {
  cleanup();
  scrollTo(0);
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const header = () => screen.getByTestId('site-header');

describe('SiteHeader', () => {
  it('shows the links, highlights the current route and links the logo home', () => {
    const { router } = renderWithProviders(<SiteHeader />, { route: '/drones' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = (name: string) => within(nav).getByRole('link', { name });
    for (const [name, href] of [
      ['Home', '/'],
      ['Drones', '/drones'],
      ['Software', '/software'],
      ['Training', '/training'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Shop', '/shop'],
      ['Sign In', '/signin'],
    ]) {
      expect(link(name).getAttribute('href'), name).toBe(href);
    }
    expect(link('Drones').getAttribute('aria-current')).toBe('page');
    expect(link('Home').getAttribute('aria-current')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'SkyForge Technologies home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(link('Home').getAttribute('aria-current')).toBe('page');
    expect(link('Drones').getAttribute('aria-current')).toBeNull();
  });

  it('is transparent over a dark hero at the top and solid after scrolling more than 50 px', () => {
    renderWithProviders(<SiteHeader />, { route: '/' });
    expect(header().getAttribute('data-solid')).toBe('false');
    scrollTo(50);
    expect(header().getAttribute('data-solid')).toBe('false');
    scrollTo(51);
    expect(header().getAttribute('data-solid')).toBe('true');
    scrollTo(0);
    expect(header().getAttribute('data-solid')).toBe('false');
  });

  it('opens the mobile menu from the toggle, solid, and closes it with Escape or a chosen link', () => {
    const { router } = renderWithProviders(<SiteHeader />, { route: '/training' });
    const toggle = screen.getByRole('button', { name: 'Open navigation menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close navigation menu');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getAllByRole('link')).toHaveLength(8);
    expect(header().getAttribute('data-solid')).toBe('true');

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', {
        name: 'About',
      }),
    );
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

import { act, cleanup, createEvent, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { heroSlides } from '../../../content/slides';
import { HeroSlider } from './HeroSlider';

// The slider's own behaviour (spec §4, §9) on fake timers: what the e2e suite checked with the
// page clock in a real browser takes milliseconds here. Its real page keeps its e2e checks
// (reduced motion, layout, axe).

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderSlider() {
  const view = renderWithProviders(<HeroSlider slides={heroSlides} heading="Highlights" />);
  const slider = screen.getByRole('region', { name: 'Highlights' });
  return { ...view, slider };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function expectActiveSlide(slider: HTMLElement, index: number) {
  expect(slider.getAttribute('data-active-index')).toBe(String(index));
  const active = slider.querySelector('[aria-roledescription="slide"][data-active="true"]');
  expect(active?.getAttribute('aria-label')).toBe(`Slide ${index + 1} of 4`);
}

/** A mouse pointer event (jsdom's events carry no pointerType). */
function mouse(type: 'pointerOver' | 'pointerOut', element: HTMLElement) {
  const event = createEvent[type](element);
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  fireEvent(element, event);
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('HeroSlider', () => {
  it('has four slides routing to /drones, /software, /training and /contact', () => {
    const { slider } = renderSlider();
    const slides = slider.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(4);
    expect([...slides].map((slide) => slide.querySelector('a')?.getAttribute('href'))).toEqual([
      '/drones',
      '/software',
      '/training',
      '/contact',
    ]);
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(4);
    expect(within(slides[0]).getByRole('link', { name: 'Explore Drones' })).toBeTruthy();
  });

  it('auto-advances every 6000 ms', () => {
    const { slider } = renderSlider();
    expectActiveSlide(slider, 0);
    advance(5999);
    expectActiveSlide(slider, 0);
    advance(1);
    expectActiveSlide(slider, 1);
    // The next change is a full 6 s after the previous one.
    advance(5500);
    expectActiveSlide(slider, 1);
    advance(500);
    expectActiveSlide(slider, 2);
    advance(6000);
    expectActiveSlide(slider, 3);
    // And it wraps from the last slide to the first.
    advance(6000);
    expectActiveSlide(slider, 0);
  });

  it('ignores a second click within the 500 ms lock and wraps both ways', () => {
    const { slider } = renderSlider();

    // Two quick clicks advance once.
    click('Next slide');
    click('Next slide');
    expectActiveSlide(slider, 1);
    advance(499);
    click('Next slide');
    expectActiveSlide(slider, 1);

    // After the lock, clicks work again.
    advance(1);
    click('Next slide');
    expectActiveSlide(slider, 2);

    // Backwards past the first slide wraps to the last.
    advance(500);
    click('Previous slide');
    expectActiveSlide(slider, 1);
    advance(500);
    click('Previous slide');
    expectActiveSlide(slider, 0);
    advance(500);
    click('Previous slide');
    expectActiveSlide(slider, 3);

    // Forwards past the last slide wraps to the first.
    advance(500);
    click('Next slide');
    expectActiveSlide(slider, 0);

    // Dots go straight to a slide, and the current one is marked.
    advance(500);
    click(/Go to slide 3/);
    expectActiveSlide(slider, 2);
    expect(screen.getByRole('button', { name: /Go to slide 3/ }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it("responds to the arrow keys when focused, and the slide's button takes you to its route", () => {
    const { slider, router } = renderSlider();
    fireEvent.focus(slider);
    expect(slider.getAttribute('data-paused')).toBe('true');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expectActiveSlide(slider, 1);
    advance(600);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expectActiveSlide(slider, 0);
    advance(600);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expectActiveSlide(slider, 3);

    const active = slider.querySelector<HTMLElement>('[data-active="true"]');
    fireEvent.click(within(active as HTMLElement).getByRole('link', { name: 'Contact Us' }));
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('pauses while hovered by a mouse and goes on when the mouse leaves', () => {
    const { slider } = renderSlider();
    expect(slider.getAttribute('data-paused')).toBe('false');
    mouse('pointerOver', screen.getByRole('button', { name: 'Next slide' }));
    expect(slider.getAttribute('data-paused')).toBe('true');
    advance(12_000);
    expectActiveSlide(slider, 0);

    mouse('pointerOut', slider);
    expect(slider.getAttribute('data-paused')).toBe('false');
    advance(6000);
    expectActiveSlide(slider, 1);
  });

  it('does not auto-advance under reduced motion', () => {
    // The setup's matchMedia stand-in, matching the reduced-motion query.
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    const { slider } = renderSlider();
    expect(slider.getAttribute('data-paused')).toBe('true');
    advance(12_000);
    expectActiveSlide(slider, 0);
  });
});

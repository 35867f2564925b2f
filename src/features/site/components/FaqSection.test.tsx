import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { faqByCategory, faqItems } from '../../../content/faq';
import { FaqSection } from './FaqSection';

afterEach(cleanup);

const question = (text: string) => screen.getByRole('button', { name: text });

describe('FaqSection', () => {
  it('has eight questions, two in each of the four categories', () => {
    expect(faqItems).toHaveLength(8);
    for (const category of [
      'General',
      'Drone Products',
      'Software Services',
      'Training Programs',
    ] as const) {
      expect(faqByCategory(category)).toHaveLength(2);
    }
  });

  it('opens General by default and keeps one answer open at a time', async () => {
    renderWithProviders(<FaqSection />);
    expect(await screen.findByRole('tab', { name: 'General', selected: true })).toBeTruthy();
    const [first, second] = faqByCategory('General');

    fireEvent.click(question(first.question));
    expect(question(first.question).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(question(second.question));
    expect(question(second.question).getAttribute('aria-expanded')).toBe('true');
    expect(question(first.question).getAttribute('aria-expanded')).toBe('false');

    // Clicking the open one closes it.
    fireEvent.click(question(second.question));
    expect(question(second.question).getAttribute('aria-expanded')).toBe('false');
  });

  it('switches category with the tabs, one answer open at a time there too', async () => {
    renderWithProviders(<FaqSection />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Drone Products' }));
    const [drone, other] = faqByCategory('Drone Products');
    expect(question(drone.question)).toBeTruthy();
    expect(screen.queryByRole('button', { name: faqByCategory('General')[0].question })).toBeNull();

    fireEvent.click(question(drone.question));
    expect(question(drone.question).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(question(other.question));
    expect(question(drone.question).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question(other.question));
    expect(question(other.question).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows only the General questions and no tabs when generalOnly', async () => {
    renderWithProviders(<FaqSection generalOnly />);
    const general = faqByCategory('General');
    expect(await screen.findByRole('button', { name: general[0].question })).toBeTruthy();
    expect(question(general[1].question)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(
      screen.queryByRole('button', { name: faqByCategory('Drone Products')[0].question }),
    ).toBeNull();
  });
});

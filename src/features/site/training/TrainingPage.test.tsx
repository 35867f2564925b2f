import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { TrainingPage } from './TrainingPage';

afterEach(cleanup);

const cards = () => screen.queryAllByTestId('program-card');
// Role queries over the whole page are slow in jsdom: find the chips once, by label inside them.
let chips: HTMLElement;
const chip = (name: string) => within(chips).getByLabelText(name) as HTMLInputElement;
const card = (title: string) =>
  cards().find((found) => found.textContent?.includes(title)) as HTMLElement;

describe('TrainingPage', () => {
  it('chips filter the programs', () => {
    renderWithProviders(<TrainingPage />);
    chips = screen.getByRole('radiogroup', { name: 'Filter programs by category' });
    expect(cards()).toHaveLength(3);
    expect(chip('All').checked).toBe(true);

    fireEvent.click(chip('Data'));
    expect(chip('Data').checked).toBe(true);
    expect(chip('All').checked).toBe(false);
    expect(cards()).toHaveLength(1);
    expect(
      within(cards()[0]).getByRole('heading', { name: 'Data Science & Analytics' }),
    ).toBeTruthy();

    fireEvent.click(chip('Robotics'));
    expect(cards()).toHaveLength(1);
    expect(cards()[0].getAttribute('data-category')).toBe('Robotics');

    fireEvent.click(chip('Development'));
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0]).getByRole('heading', { name: 'Web Development' })).toBeTruthy();

    fireEvent.click(chip('All'));
    expect(cards()).toHaveLength(3);
  });

  it('expands one program at a time, and Enroll Now goes to sign in', async () => {
    const { router } = renderWithProviders(<TrainingPage />);
    // Expand: core topics and specialized tracks.
    fireEvent.click(within(card('Web Development')).getByRole('button', { name: 'View details' }));
    const web = card('Web Development');
    expect(await within(web).findByText('Core topics')).toBeTruthy();
    expect(within(web).getByText('Specialized tracks')).toBeTruthy();
    expect(within(web).getByText('Full-Stack Starter (ages 13–15)')).toBeTruthy();

    fireEvent.click(
      within(card('Data Science & Analytics')).getByRole('button', { name: 'View details' }),
    );
    expect(await within(card('Data Science & Analytics')).findByText('Core topics')).toBeTruthy();
    await waitFor(() =>
      expect(within(card('Web Development')).queryByText('Core topics')).toBeNull(),
    );

    fireEvent.click(
      within(card('Data Science & Analytics')).getByRole('button', { name: 'Hide details' }),
    );
    await waitFor(() =>
      expect(within(card('Data Science & Analytics')).queryByText('Core topics')).toBeNull(),
    );

    fireEvent.click(within(card('Web Development')).getByRole('link', { name: 'Enroll Now' }));
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('shows the methodology, the FAQ and the Get in Touch call to action', () => {
    const { router } = renderWithProviders(<TrainingPage />);
    for (const name of [
      'Learn by building',
      'Small batches',
      'Real-world projects',
      'Progress you can see',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeTruthy();
    // The FAQ here has the category tabs, General first (FaqSection.test checks the rest).
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Drone Products' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Get in Touch' }));
    expect(router.state.location.pathname).toBe('/contact');
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findDialog } from '../../../../tests/test-utils/dialog';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { NewsPage } from './NewsPage';

afterEach(cleanup);

const cards = () => screen.queryAllByTestId('news-card');

describe('NewsPage', () => {
  it('chips filter the cards and Read More opens the full article', async () => {
    renderWithProviders(<NewsPage />);
    const chips = screen.getByRole('radiogroup', { name: 'Filter news by category' });
    const total = cards().length;
    expect(total).toBeGreaterThanOrEqual(8);

    for (const category of [
      'Product Launch',
      'Software',
      'Education',
      'Partnership',
      'Sustainability',
    ]) {
      const radio = within(chips).getByLabelText(category) as HTMLInputElement;
      fireEvent.click(radio);
      expect(radio.checked).toBe(true);
      const count = cards().length;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(total);
      expect(new Set(cards().map((node) => node.getAttribute('data-category')))).toEqual(
        new Set([category]),
      );
    }

    fireEvent.click(within(chips).getByLabelText('All'));
    expect(cards()).toHaveLength(total);

    const card = cards().find((node) =>
      node.textContent?.includes('Solar Charging Hub Powers Our Drone Fleet'),
    ) as HTMLElement;
    expect(within(card).getByText('October 2, 2025')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: /Read More/ }));
    const dialog = await findDialog('Solar Charging Hub Powers Our Drone Fleet');
    expect(within(dialog).getByText(/15-kilowatt array/)).toBeTruthy();
    expect(within(dialog).getByText('Sustainability', { exact: true })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

// Finds an open Mantine dialog by its title without a role query over the whole page (slow on a
// long page such as the home page's).
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The open dialog, once its title is the one given. */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    const labelId = dialog?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelId)?.textContent).toBe(title);
    return dialog as HTMLElement;
  });
}

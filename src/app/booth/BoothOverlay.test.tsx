import type { ReactNode } from 'react';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils/render';
import BoothOverlay from './BoothOverlay';

// The modal's own opening (portal, transition) is Mantine's; here only when it opens matters.
vi.mock('@mantine/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mantine/core')>()),
  Modal: ({ opened, title, children }: { opened: boolean; title: string; children: ReactNode }) =>
    opened ? (
      <div role="dialog" aria-label={title}>
        {children}
      </div>
    ) : null,
}));
vi.mock('./clearVisitorState', () => ({ clearVisitorState: vi.fn(() => Promise.resolve()) }));

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('booth idle countdown (issue 35, point 12)', async () => {
  it('"Start over after 30 s" warns after 30 s without input, then counts down 10 s', async () => {
    renderWithProviders(<BoothOverlay mode={{ enabled: true, idleSeconds: 30, startPage: '/' }} />);
    await advance(29_900);
    expect(screen.queryByText(/Starting over in/)).toBeNull();
    await advance(400);
    expect(screen.getByText('Starting over in 10 s')).toBeTruthy();
  });

  it('input during the idle time starts the whole idle time again', async () => {
    renderWithProviders(<BoothOverlay mode={{ enabled: true, idleSeconds: 60, startPage: '/' }} />);
    await advance(50_000);
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    await advance(59_000);
    expect(screen.queryByText(/Starting over in/)).toBeNull();
    await advance(1_400);
    expect(screen.getByText('Starting over in 10 s')).toBeTruthy();
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with the tooltip's code not loaded yet (it is kept once loaded).
beforeEach(() => vi.resetModules());
afterEach(cleanup);

async function renderControl(onClick?: () => void) {
  // Mantine too: the provider and the tooltip must come from the same copy of it.
  const { MantineProvider } = await import('@mantine/core');
  const { DeferredTooltip } = await import('./DeferredTooltip');
  render(
    <MantineProvider>
      <DeferredTooltip label="Messages" openDelay={0} transitionProps={{ duration: 0 }}>
        <button type="button" aria-label="Messages, 2 unread" onClick={onClick}>
          M
        </button>
      </DeferredTooltip>
    </MantineProvider>,
  );
  return () => screen.getByRole('button', { name: 'Messages, 2 unread' });
}

describe('DeferredTooltip', () => {
  it('loads no tooltip code with the page, only when the pointer reaches the control', async () => {
    let loads = 0;
    vi.doMock('./mantineTooltip', async (importOriginal) => {
      loads += 1;
      return importOriginal();
    });
    // The page is idle at once: still no hint is wanted (a cold load stays smaller).
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    try {
      const control = await renderControl();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(loads).toBe(0);
      fireEvent.pointerEnter(control());
      await waitFor(() => expect(loads).toBe(1));
    } finally {
      vi.unstubAllGlobals();
      vi.doUnmock('./mantineTooltip');
    }
  });

  it('shows the control at once, and its hint as soon as the pointer brought its code', async () => {
    const control = await renderControl();
    // Before the code arrives: the control alone, named and usable, and no hint yet.
    fireEvent.pointerEnter(control());
    fireEvent.mouseEnter(control());
    expect(screen.queryByRole('tooltip')).toBeNull();

    // The pointer asked for the code: the hint opens when it arrives, the pointer still there.
    expect((await screen.findByRole('tooltip')).textContent).toBe('Messages');
    fireEvent.mouseLeave(control());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('keeps the focus on the control when the tooltip arrives while it has it', async () => {
    const control = await renderControl();
    const before = control();
    await act(async () => before.focus());
    // The tooltip wraps a new control; the focus moved to it.
    await waitFor(() => expect(control()).not.toBe(before));
    expect(document.activeElement).toBe(control());
  });

  it('never replaces the control between a press and its release: the click reaches it', async () => {
    const onClick = vi.fn();
    const control = await renderControl(onClick);
    const pressedControl = control();
    fireEvent.pointerEnter(pressedControl); // asks for the code
    fireEvent.pointerDown(pressedControl);
    // The code arrives while the button is held down: the control stays the same element.
    await act(async () => {
      await import('./mantineTooltip');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(control()).toBe(pressedControl);
    // The release and its click reach the control that was pressed…
    fireEvent.pointerUp(pressedControl);
    fireEvent.click(pressedControl);
    expect(onClick).toHaveBeenCalledTimes(1);
    // …and then the tooltip takes its place.
    await waitFor(() => expect(control()).not.toBe(pressedControl));
  });
});

import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TooltipAfterPaint } from './TooltipAfterPaint';

afterEach(cleanup);

describe('TooltipAfterPaint', () => {
  it('shows the control at once, and its hint on hover once the tooltip code has arrived', async () => {
    render(
      <MantineProvider>
        <TooltipAfterPaint label="Messages" openDelay={0} transitionProps={{ duration: 0 }}>
          <button type="button" aria-label="Messages, 2 unread">
            M
          </button>
        </TooltipAfterPaint>
      </MantineProvider>,
    );
    // Before the code arrives: the control alone, named and usable, and no hint yet.
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Messages, 2 unread' }));
    expect(screen.queryByRole('tooltip')).toBeNull();

    // The chunk loads after the next frame; from then on the control has its hint.
    await waitFor(() => {
      fireEvent.mouseEnter(screen.getByRole('button', { name: 'Messages, 2 unread' }));
      expect(screen.getByRole('tooltip').textContent).toBe('Messages');
    });
  });
});

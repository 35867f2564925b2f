import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissNotice, notify } from './notify';

const shown = () => notificationsStore.getState().notifications.map((n) => n.message);

describe('notify', () => {
  afterEach(() => notifications.clean());

  it('shows a notice', () => {
    notify({ color: 'green', message: 'Saved' });
    expect(shown()).toEqual(['Saved']);
  });

  it('replaces the older notice of the same id (one slot per message)', () => {
    notify({ id: 'sign-in-outcome', color: 'red', message: 'Login failed' });
    notify({ id: 'sign-in-outcome', color: 'green', message: 'Login successful' });
    expect(shown()).toEqual(['Login successful']);
  });

  it('keeps notices without an id side by side, and dismisses one by id', () => {
    notify({ message: 'A' });
    notify({ id: 'b', message: 'B' });
    dismissNotice('b');
    expect(shown()).toEqual(['A']);
  });
});

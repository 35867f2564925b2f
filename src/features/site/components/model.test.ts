import { describe, expect, it } from 'vitest';
import { toggleSingle } from './model';

describe('toggleSingle', () => {
  it('opens an item when none is open', () => {
    expect(toggleSingle(null, 'a')).toBe('a');
  });
  it('switches to another item, closing the first', () => {
    expect(toggleSingle('a', 'b')).toBe('b');
  });
  it('closes the open item when toggled again', () => {
    expect(toggleSingle('a', 'a')).toBeNull();
  });
});

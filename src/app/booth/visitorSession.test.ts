// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  claimHistoryEntry,
  currentVisitor,
  isWaitingForVisitor,
  setWaitingForVisitor,
  startNewVisitor,
} from './visitorSession';

afterEach(() => sessionStorage.clear());

describe('booth visitor sessions (issue 35, point 6)', () => {
  it('stamps a history entry with its visitor, and keeps the router’s own fields', () => {
    window.history.replaceState({ usr: null, key: 'k1', idx: 3 }, '');
    expect(claimHistoryEntry()).toBe('ours');
    expect(window.history.state).toEqual({
      usr: null,
      key: 'k1',
      idx: 3,
      boothVisitor: currentVisitor(),
    });
    expect(claimHistoryEntry()).toBe('ours');
  });

  it('an entry made for the previous visitor is theirs after a start over', () => {
    window.history.replaceState({ key: 'order' }, '');
    expect(claimHistoryEntry()).toBe('ours');
    const before = currentVisitor();
    expect(startNewVisitor()).not.toBe(before);
    expect(claimHistoryEntry()).toBe('earlier visitor');
    // A new entry (a typed URL, a link) is the new visitor's.
    window.history.pushState({ key: 'shop' }, '');
    expect(claimHistoryEntry()).toBe('ours');
  });

  it('remembers, through the start over’s reload, that nobody is there yet', () => {
    expect(isWaitingForVisitor()).toBe(false);
    setWaitingForVisitor(true);
    expect(isWaitingForVisitor()).toBe(true);
    setWaitingForVisitor(false);
    expect(isWaitingForVisitor()).toBe(false);
  });
});

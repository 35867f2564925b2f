// @vitest-environment jsdom
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http';
import { db } from './db';
import { defaultSettings, loadSettings, saveSettings } from './settings';
import { isStorageFullError, storageAwareMessage, storageFullMessage } from './storageErrors';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await db.settings.clear();
});

describe('isStorageFullError', () => {
  it("recognises IndexedDB's and Dexie's quota errors, also wrapped", () => {
    expect(isStorageFullError(quota())).toBe(true);
    expect(isStorageFullError(new Dexie.QuotaExceededError('full'))).toBe(true);
    // A transaction that hits the quota at commit aborts: Dexie wraps the cause.
    expect(isStorageFullError(new Dexie.AbortError('Transaction aborted', quota()))).toBe(true);
    expect(
      isStorageFullError(new Dexie.AbortError('outer', new Dexie.AbortError('inner', quota()))),
    ).toBe(true);
    expect(isStorageFullError(new Dexie.BulkError('2 of 3 failed', { 1: quota() }))).toBe(true);
    expect(isStorageFullError(new Error('save failed', { cause: quota() }))).toBe(true);
  });

  it('recognises a full localStorage', () => {
    let thrown: unknown = null;
    try {
      // jsdom keeps browsers' 5 MB per origin.
      localStorage.setItem('big', 'x'.repeat(6 * 1024 * 1024));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).not.toBeNull();
    expect(isStorageFullError(thrown)).toBe(true);
    expect(isStorageFullError(new DOMException('quota', 'NS_ERROR_DOM_QUOTA_REACHED'))).toBe(true);
  });

  it("recognises the backend's 507 answer", () => {
    expect(isStorageFullError(new ApiError(507, 'Storage is full'))).toBe(true);
    // EmailJS's rejection (and ContactSendError) carry the HTTP status too.
    expect(isStorageFullError({ status: 507, text: 'Storage is full' })).toBe(true);
  });

  it('is false for every other failure', () => {
    for (const other of [
      null,
      undefined,
      'QuotaExceededError',
      507,
      new TypeError('Failed to fetch'),
      new Dexie.AbortError('Transaction aborted'),
      new Dexie.ConstraintError('Key already exists'),
      new DOMException('aborted', 'AbortError'),
      new ApiError(500, 'Internal server error'),
      new ApiError(0, 'Network error'),
      { code: 22, name: 'SomethingElse' },
    ]) {
      expect(isStorageFullError(other)).toBe(false);
    }
  });

  it('survives cyclic error chains', () => {
    const a = new Error('a') as Error & { inner?: unknown };
    const b = new Error('b', { cause: a });
    a.inner = b;
    expect(isStorageFullError(a)).toBe(false);
  });
});

describe('storageAwareMessage', () => {
  it('gives the storage-full message or the fallback', () => {
    expect(storageAwareMessage(quota(), 'Could not save.')).toBe(storageFullMessage);
    expect(storageAwareMessage(new Error('x'), 'Could not save.')).toBe('Could not save.');
  });
});

describe('a write into a full app database', () => {
  it('rejects with a recognisable error and keeps what was saved before', async () => {
    await saveSettings({ ...defaultSettings, siteName: 'Saved Before' });
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quota();
    });
    const failure = await saveSettings({ ...defaultSettings, siteName: 'Not Kept' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isStorageFullError(failure)).toBe(true);
    vi.restoreAllMocks();
    expect((await loadSettings()).siteName).toBe('Saved Before');
  });
});

// Storage-full errors, wherever they come from, and the one message the user sees for them.
// A write that hits the origin's quota fails in several shapes: IndexedDB's DOMException
// 'QuotaExceededError' (Dexie keeps the name, or wraps it in an AbortError as `.inner` when the
// transaction aborts at commit), localStorage.setItem throwing (Firefox names it
// NS_ERROR_DOM_QUOTA_REACHED, old engines only set code 22), and the mocked backend in the
// service worker, which shares the quota and answers HTTP 507.

export const storageFullMessage =
  'Your device storage is full. Free up some space and try again — nothing you already saved was lost.';

/** HTTP 507 Insufficient Storage: the backend could not keep what was sent. */
export const STORAGE_FULL_STATUS = 507;

const quotaNames = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
/** DOMException codes: 22 QUOTA_EXCEEDED_ERR; 1014 in old Firefox. */
const quotaCodes = new Set([22, 1014]);

function field(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

function isQuotaLike(value: object): boolean {
  const name = field(value, 'name');
  if (typeof name === 'string' && quotaNames.has(name)) return true;
  const code = field(value, 'code');
  // Only DOMExceptions carry the legacy numeric codes; other errors reuse `code` freely.
  if (typeof DOMException !== 'undefined' && value instanceof DOMException) {
    return typeof code === 'number' && quotaCodes.has(code);
  }
  return field(value, 'status') === STORAGE_FULL_STATUS;
}

/**
 * Whether `error` means the device ran out of storage: checks the error itself, Dexie's
 * `inner` and `cause` chains, and each failure of a Dexie BulkError.
 */
export function isStorageFullError(error: unknown): boolean {
  const seen = new Set<object>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 32) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isQuotaLike(current)) return true;
    queue.push(field(current, 'inner'), field(current, 'cause'));
    const failures = field(current, 'failures');
    if (Array.isArray(failures)) queue.push(...failures);
  }
  return false;
}

/** The storage-full message when `error` is one, else `fallback`. */
export function storageAwareMessage(error: unknown, fallback: string): string {
  return isStorageFullError(error) ? storageFullMessage : fallback;
}

// A one-bit hint beside the outbox: "messages may be waiting". Start-up reads
// it to decide whether to load the app database just to find an empty outbox.
const key = 'skyforge:contact-outbox-pending';

export function markOutboxPending(): void {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // Storage refused: the contact page still flushes whenever it opens.
  }
}

export function clearOutboxPending(): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do: a stale hint only costs one empty flush.
  }
}

export function isOutboxPending(): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return true; // cannot tell: look
  }
}

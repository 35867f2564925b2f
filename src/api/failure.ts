// What went wrong with a call, in words a page can show (issue 35, point 13): a connection that
// is lost is not a server that failed, and a visitor must not be told to check a connection that
// works.
import { ApiError } from './http';
import { WireError } from './wire';

export type CallFailure =
  /** No answer at all: offline, or the server could not be reached. */
  | { kind: 'network' }
  /** The server answered 5xx. */
  | { kind: 'server'; status: number; message: string }
  /** The server answered another error status. */
  | { kind: 'refused'; status: number; message: string }
  /** An answer the page could not read (not the contract's shape), or not a call's error. */
  | { kind: 'unreadable' };

export function callFailure(error: unknown): CallFailure {
  if (!(error instanceof ApiError) || error instanceof WireError) return { kind: 'unreadable' };
  if (error.status === 0) return { kind: 'network' };
  if (error.status >= 500) return { kind: 'server', status: error.status, message: error.message };
  if (error.status >= 400) {
    return { kind: 'refused', status: error.status, message: error.message };
  }
  return { kind: 'unreadable' };
}

/**
 * A shop page's sentence about a failed load: `unreachable`, the page's own words, for a lost
 * connection; otherwise what the server did, then `retry`.
 */
export function failureMessage(
  error: unknown,
  { unreachable, retry = 'Try again in a moment.' }: { unreachable: string; retry?: string },
): string {
  const failure = callFailure(error);
  switch (failure.kind) {
    case 'network':
      return unreachable;
    case 'server':
      return `The shop's server failed (error ${failure.status}). ${retry}`;
    case 'refused':
      return `The shop's server refused the request (error ${failure.status}). ${retry}`;
    case 'unreadable':
      return `The shop's server sent an answer that could not be read. ${retry}`;
  }
}

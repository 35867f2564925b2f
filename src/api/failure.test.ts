// Issue 35, point 13: a 500 is the server's failure, not the visitor's connection.
import { describe, expect, it } from 'vitest';
import { callFailure, failureMessage } from './failure';
import { ApiError } from './http';
import { WireError } from './wire';

const unreachable = 'The shop did not answer. Check your connection and try again.';

describe('callFailure', () => {
  it('tells a lost connection from a server failure, a refusal and an unreadable answer', () => {
    expect(callFailure(new ApiError(0, 'Network error'))).toEqual({ kind: 'network' });
    expect(callFailure(new ApiError(500, 'Internal server error'))).toEqual({
      kind: 'server',
      status: 500,
      message: 'Internal server error',
    });
    expect(callFailure(new ApiError(429, 'Too many'))).toMatchObject({ kind: 'refused' });
    expect(callFailure(new WireError('expected id to be a string'))).toEqual({
      kind: 'unreadable',
    });
    expect(callFailure(new TypeError('boom'))).toEqual({ kind: 'unreadable' });
  });
});

describe('failureMessage', () => {
  it('blames the connection only when there was no answer', () => {
    expect(failureMessage(new ApiError(0, 'Network error'), { unreachable })).toBe(unreachable);
    expect(failureMessage(new ApiError(500, 'Internal server error'), { unreachable })).toBe(
      "The shop's server failed (error 500). Try again in a moment.",
    );
    expect(
      failureMessage(new ApiError(503, 'Unavailable'), {
        unreachable,
        retry: 'Nothing in your cart has been lost: try again in a moment.',
      }),
    ).toBe(
      "The shop's server failed (error 503). Nothing in your cart has been lost: try again in a moment.",
    );
    expect(failureMessage(new WireError('bad'), { unreachable })).toBe(
      "The shop's server sent an answer that could not be read. Try again in a moment.",
    );
  });
});

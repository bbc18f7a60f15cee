import { describe, expect, it } from 'vitest';
import {
  failureMessage,
  isLockedFailure,
  messageIn,
  rejectionOf,
  TIMED_OUT_MESSAGE,
} from './errors';

describe('failureMessage', () => {
  it('shows the message the server sent', () => {
    expect(failureMessage({ status: 500, data: { message: 'Try later.' } }, 'Failed.')).toBe(
      'Try later.',
    );
  });

  it.each([
    { status: 'FETCH_ERROR', data: 'Failed to fetch' },
    { status: 502, data: 'Unknown error occurred' },
    { status: 500, data: { message: '' } },
    { status: 500, data: null },
    new Error('boom'),
    undefined,
  ])('falls back for %j', (error) => {
    expect(failureMessage(error, 'Failed to load.')).toBe('Failed to load.');
  });

  it('says so when the server did not answer in time', () => {
    expect(failureMessage({ status: 'TIMEOUT_ERROR', data: 'x' }, 'Failed.')).toBe(
      TIMED_OUT_MESSAGE,
    );
    expect(TIMED_OUT_MESSAGE).toBe('The server did not answer in time. Please try again.');
  });

  it('defaults to "Unexpected error."', () => {
    expect(failureMessage(undefined)).toBe('Unexpected error.');
  });
});

describe('rejectionOf', () => {
  it('reads a 400 response as a rejection with its message', () => {
    expect(rejectionOf({ message: 'Locked.', responseStatus: 400 })).toBe('Locked.');
    expect(rejectionOf({ responseStatus: 400 })).toBe('The request was not accepted.');
  });

  it('does not read other responses as rejections', () => {
    expect(rejectionOf({ message: 'Saved.', responseStatus: 200 })).toBeNull();
    expect(rejectionOf(null)).toBeNull();
  });
});

describe('messageIn', () => {
  it('reads a message or a text body, never an empty one', () => {
    expect(messageIn({ message: 'Hi' })).toBe('Hi');
    expect(messageIn('Plain')).toBe('Plain');
    expect(messageIn({ message: '  ' })).toBeNull();
    expect(messageIn(42)).toBeNull();
  });
});

describe('isLockedFailure', () => {
  it('is true only for a failed call that responded with 423', () => {
    expect(isLockedFailure({ status: 423, data: { message: 'locked' } })).toBe(true);
    expect(isLockedFailure({ status: 400, data: { message: 'no' } })).toBe(false);
    expect(isLockedFailure({ status: 500, data: null })).toBe(false);
    expect(isLockedFailure({ status: 'FETCH_ERROR', data: 'Failed to fetch' })).toBe(false);
    expect(isLockedFailure(new Error('423'))).toBe(false);
    expect(isLockedFailure(null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { failureMessage, messageIn, refusalOf } from './errors';

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

  it('defaults to "Unexpected error."', () => {
    expect(failureMessage(undefined)).toBe('Unexpected error.');
  });
});

describe('refusalOf', () => {
  it('reads a 400 answer as a refusal with its message', () => {
    expect(refusalOf({ message: 'Locked.', answerStatus: 400 })).toBe('Locked.');
    expect(refusalOf({ answerStatus: 400 })).toBe('The request was not accepted.');
  });

  it('does not read other answers as refusals', () => {
    expect(refusalOf({ message: 'Saved.', answerStatus: 200 })).toBeNull();
    expect(refusalOf(null)).toBeNull();
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

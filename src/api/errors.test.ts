import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';

describe('errorMessage', () => {
  it('shows the message the server sent', () => {
    expect(errorMessage({ status: 500, data: { message: 'Try later.' } }, 'Failed.')).toBe(
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
    expect(errorMessage(error, 'Failed to load.')).toBe('Failed to load.');
  });

  it('defaults to "Unexpected error."', () => {
    expect(errorMessage(undefined)).toBe('Unexpected error.');
  });
});

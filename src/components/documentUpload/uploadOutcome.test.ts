import { describe, expect, it } from 'vitest';
import { UPLOAD_CANCELLED, UPLOAD_LOCKED, uploadOutcomeOf } from './uploadOutcome';

describe('uploadOutcomeOf', () => {
  it('reads a 2xx as stored and a 400 as rejected with the server words', () => {
    expect(uploadOutcomeOf({ data: { message: 'ok', responseStatus: 200 } })).toEqual({
      stored: true,
    });
    expect(uploadOutcomeOf({ data: { message: 'Too many files.', responseStatus: 400 } })).toEqual({
      stored: false,
      reason: 'Too many files.',
    });
  });

  it.each([
    [{ status: 'CANCELLED', data: 'x' }, UPLOAD_CANCELLED],
    [{ name: 'AbortError', message: 'Aborted' }, UPLOAD_CANCELLED],
    [{ status: 'FETCH_ERROR', data: 'x' }, 'Upload failed: the connection was lost.'],
    [
      { status: 'TIMEOUT_ERROR', data: 'x' },
      'Upload failed: the server did not answer in time. Please retry.',
    ],
    [{ status: 401, data: {} }, 'Upload failed: your session has expired.'],
    [{ status: 500, data: {} }, 'Upload failed: the server could not store the file (error 500).'],
  ])('explains %o', (error, reason) => {
    expect(uploadOutcomeOf({ error })).toEqual({ stored: false, reason });
  });

  it('marks a 423 as locked: no retry can store the file', () => {
    expect(uploadOutcomeOf({ error: { status: 423, data: { message: 'locked' } } })).toEqual({
      stored: false,
      reason: UPLOAD_LOCKED,
      locked: true,
    });
  });
});

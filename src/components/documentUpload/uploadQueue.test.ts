import { describe, expect, it } from 'vitest';
import {
  averageProgress,
  initialQueue,
  queueReducer,
  runProgress,
  type QueueAction,
} from './uploadQueue';

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });

function play(...actions: QueueAction[]) {
  return actions.reduce(queueReducer, initialQueue);
}

const staged = play({
  type: 'added',
  files: [
    { key: 'a', file: file('a.pdf') },
    { key: 'b', file: file('b.pdf') },
    { key: 'c', file: file('c.pdf') },
  ],
});

describe('averageProgress', () => {
  it.each([
    [[], 0],
    [[100], 100],
    [[100, 50, 0], 50],
    [[100, 100, 30, 0], 58],
  ])('%o averages to %i', (values, expected) => {
    expect(averageProgress(values)).toBe(expected);
  });
});

describe('queueReducer', () => {
  it('averages the per-file percentages of the current run', () => {
    const state = [
      { type: 'runStarted', keys: ['a', 'b', 'c'] },
      { type: 'fileStarted', key: 'a' },
      { type: 'fileUploaded', key: 'a' },
      { type: 'fileStarted', key: 'b' },
      { type: 'progressed', key: 'b', progress: 50 },
    ] as const satisfies QueueAction[];
    expect(runProgress(state.reduce(queueReducer, staged))).toBe(50);
  });

  it('keeps a failed file staged, marked with its error, and retries it', () => {
    const failed = [
      { type: 'runStarted', keys: ['a'] },
      { type: 'fileStarted', key: 'a' },
      { type: 'progressed', key: 'a', progress: 40 },
      { type: 'fileFailed', key: 'a', error: 'Upload failed: the connection was lost.' },
      { type: 'runEnded' },
    ] as const satisfies QueueAction[];
    const afterFailure = failed.reduce(queueReducer, staged);
    expect(afterFailure.items.map((item) => item.key)).toEqual(['a', 'b', 'c']);
    expect(afterFailure.items[0]).toMatchObject({
      status: 'failed',
      error: 'Upload failed: the connection was lost.',
    });
    expect(afterFailure.items.filter((item) => item.status !== 'uploaded')).toHaveLength(3);

    const retried = [
      { type: 'runStarted', keys: ['a'] },
      { type: 'fileStarted', key: 'a' },
    ] as const satisfies QueueAction[];
    expect(retried.reduce(queueReducer, afterFailure).items[0]).toMatchObject({
      status: 'uploading',
      error: null,
    });
  });

  it('removes a staged file but never the one being uploaded', () => {
    const uploading = queueReducer(staged, { type: 'fileStarted', key: 'a' });
    const afterRemove = [
      { type: 'removed', key: 'a' },
      { type: 'removed', key: 'b' },
    ] as const satisfies QueueAction[];
    expect(afterRemove.reduce(queueReducer, uploading).items.map((item) => item.key)).toEqual([
      'a',
      'c',
    ]);
  });

  it('clears uploaded files once the list has reloaded', () => {
    const done = [
      { type: 'runStarted', keys: ['a', 'b'] },
      { type: 'fileUploaded', key: 'a' },
      { type: 'fileFailed', key: 'b', error: 'x' },
      { type: 'runEnded' },
      { type: 'uploadedCleared' },
    ] as const satisfies QueueAction[];
    const state = done.reduce(queueReducer, staged);
    expect(state.items.map((item) => item.key)).toEqual(['b', 'c']);
    expect(state.run).toEqual([]);
  });
});

describe('assigning a traveller', () => {
  it('keeps the traveller chosen with its file, through a failed upload and a retry', () => {
    const withTravellers = play({
      type: 'added',
      files: [
        { key: 'a', file: file('a.pdf'), travellerId: 1 },
        { key: 'b', file: file('b.pdf'), travellerId: 2 },
      ],
    });
    const changed = [
      { type: 'assigned', key: 'b', travellerId: 1 },
      { type: 'fileStarted', key: 'b' },
      { type: 'fileFailed', key: 'b', error: 'Upload failed.' },
      { type: 'fileStarted', key: 'b' },
    ] satisfies QueueAction[];
    const state = changed.reduce(queueReducer, withTravellers);
    expect(state.items.map((item) => [item.key, item.travellerId])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    const cleared = queueReducer(state, { type: 'assigned', key: 'a', travellerId: null });
    expect(cleared.items[0]?.travellerId).toBeNull();
  });
});

describe('a passport zone read on the device', () => {
  it('names the traveller it reads, unless the guest chose one by hand', () => {
    const first = file('first.jpg');
    const second = file('second.jpg');
    const note = { holder: 'Daniel Walker', expiry: null };
    const state = play(
      {
        type: 'added',
        files: [
          { key: 'a', file: first, travellerId: 1 },
          { key: 'b', file: second, travellerId: 1 },
        ],
      },
      { type: 'assigned', key: 'b', travellerId: 3 },
      { type: 'zoneRead', file: first, note, travellerId: 2 },
      { type: 'zoneRead', file: second, note, travellerId: 2 },
      { type: 'zoneRead', file: file('removed.jpg'), note, travellerId: 2 },
    );
    expect(state.items).toHaveLength(2);
    expect(state.items[0]).toMatchObject({ travellerId: 2, passportZone: note });
    expect(state.items[1]).toMatchObject({ travellerId: 3, passportZone: note });
  });

  it('asks again for a passport of nobody on the booking given a traveller by default', () => {
    const photo = file('photo.jpg');
    const chosen = file('chosen.jpg');
    const note = { holder: null, expiry: null };
    const state = play(
      {
        type: 'added',
        files: [
          { key: 'a', file: photo, travellerId: 1 },
          { key: 'b', file: chosen, travellerId: 1 },
        ],
      },
      { type: 'assigned', key: 'b', travellerId: 2 },
      { type: 'zoneRead', file: photo, note, travellerId: null },
      { type: 'zoneRead', file: chosen, note, travellerId: null },
    );
    expect(state.items[0]?.travellerId).toBeUndefined();
    expect(state.items[0]?.passportZone).toEqual(note);
    expect(state.items[1]).toMatchObject({ travellerId: 2, passportZone: note });
  });
});

describe('asking whose passport a file is', () => {
  it('marks the files with nobody chosen, counts the ask, and forgets it once chosen or read', () => {
    const read = file('read.jpg');
    const asked = play(
      {
        type: 'added',
        files: [
          { key: 'a', file: file('a.jpg') },
          { key: 'b', file: read },
          { key: 'c', file: file('c.jpg'), travellerId: 1 },
        ],
      },
      { type: 'travellersAsked', keys: ['a', 'b'] },
    );
    expect(asked.travellerAsks).toBe(1);
    expect(asked.items.map((item) => item.travellerAsked ?? false)).toEqual([true, true, false]);
    const after = [
      { type: 'assigned', key: 'a', travellerId: null },
      {
        type: 'zoneRead',
        file: read,
        note: { holder: 'Emma Walker', expiry: null },
        travellerId: 2,
      },
    ] satisfies QueueAction[];
    const state = after.reduce(queueReducer, asked);
    expect(state.items.map((item) => [item.travellerId, item.travellerAsked])).toEqual([
      [null, false],
      [2, false],
      [1, undefined],
    ]);
  });
});

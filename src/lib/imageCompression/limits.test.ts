import { describe, expect, it } from 'vitest';
import { fitWithin, renameForType } from './limits';

describe('fitWithin', () => {
  it.each([
    [4032, 3024, { width: 1920, height: 1440 }],
    [3000, 4000, { width: 1440, height: 1920 }],
    [1920, 1080, { width: 1920, height: 1080 }],
    [800, 600, { width: 800, height: 600 }],
  ])('%i x %i fits as %o', (width, height, expected) => {
    expect(fitWithin(width, height, 1920)).toEqual(expected);
  });
});

describe('renameForType', () => {
  it.each([
    ['scan.png', 'image/jpeg', 'scan.jpg'],
    ['photo.JPEG', 'image/jpeg', 'photo.JPEG'],
    ['photo.jpg', 'image/jpeg', 'photo.jpg'],
    ['scan.png', 'image/png', 'scan.png'],
    ['noextension', 'image/jpeg', 'noextension.jpg'],
    ['my.passport.png', 'image/jpeg', 'my.passport.jpg'],
  ])('%s as %s is named %s', (name, type, expected) => {
    expect(renameForType(name, type)).toBe(expected);
  });
});

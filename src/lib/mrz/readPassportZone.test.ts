import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPassportZone } from './readPassportZone';
import { printedZone } from './reader/printedZone.testutil';

const SPECIMEN: [string, string] = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];

/** An OffscreenCanvas whose pixels are the printed zone, drawn at whatever size it was made. */
function stubCanvas(lines: [string, string]) {
  const sizes: [number, number][] = [];
  class FakeCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {
      sizes.push([width, height]);
    }
    getContext() {
      const { width, height } = this;
      return {
        fillRect: () => undefined,
        drawImage: () => undefined,
        getImageData: () => {
          const plane = printedZone(lines, width / 54, 1);
          const data = new Uint8ClampedArray(width * height * 4);
          plane.data.forEach((grey, index) => data.fill(grey, index * 4, index * 4 + 3));
          return { data };
        },
      };
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  return sizes;
}

afterEach(() => vi.unstubAllGlobals());

describe('readPassportZone', () => {
  it('shrinks a large photo to the reader size and reads its zone', () => {
    const sizes = stubCanvas(SPECIMEN);
    const photo = { width: 3400, height: 1008 } as ImageBitmap;
    const read = readPassportZone(photo);
    expect(sizes).toEqual([[1700, 504]]);
    expect(read).toMatchObject({ surname: 'ERIKSSON', givenNames: 'ANNA MARIA', sex: 'F' });
  });

  it('returns null when a check digit fails', () => {
    stubCanvas([SPECIMEN[0], SPECIMEN[1].replace('10', '11')]);
    expect(readPassportZone({ width: 3400, height: 1008 } as ImageBitmap)).toBeNull();
  });
});

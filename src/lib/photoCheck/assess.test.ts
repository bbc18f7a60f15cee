import { describe, expect, it } from 'vitest';
import { photoProblems, photoStats, type PhotoStats } from './assess';
import { blurred, irregularPrint, planeOf } from './testImages.testutil';

const good: PhotoStats = {
  longSide: 4032,
  sharpness: 0.12,
  p5: 60,
  p50: 180,
  p95: 230,
  clipped: 0,
  glare: 0,
  page: 0.3,
  resampling: 8,
  veil: 0.15,
  burntLight: 0,
};

describe('photoProblems', () => {
  it('finds nothing wrong with a good photo', () => {
    expect(photoProblems(good)).toEqual([]);
  });

  it.each<[string, Partial<PhotoStats>, string[]]>([
    ['soft edges', { sharpness: 0.03 }, ['blurry']],
    ['slightly soft but readable', { sharpness: 0.045 }, []],
    ['a dim page', { p95: 60, p50: 30, p5: 10 }, ['tooDark']],
    ['washed-out print', { p5: 200, p50: 240, p95: 255, clipped: 0.5, glare: 0.2 }, ['tooBright']],
    ['print washed out by flare', { veil: 0.75, clipped: 0.4 }, ['tooBright']],
    ['print lifted far with nothing burnt out (a heavily fogged lens)', { veil: 0.75 }, ['blurry']],
    [
      'no print found and the light part burnt out (flare over a dark desk)',
      { page: 0, p5: 100, clipped: 0.5, veil: 0.4, burntLight: 0.95 },
      ['tooBright'],
    ],
    ['a burnt-out white desk beside a page with print', { burntLight: 0.95 }, []],
    ['a bright table alone', { p5: 200, clipped: 0.02 }, []],
    [
      'burnt out, lifted print, a dark desk around',
      { p5: 60, clipped: 0.3, veil: 0.5 },
      ['blurry', 'tooBright'],
    ],
    ['a bright photo whose print stays black', { p5: 80, clipped: 0.3, veil: 0.3 }, []],
    ['a burnt-out patch', { glare: 0.01 }, ['glare']],
    ['a small picture', { longSide: 800 }, ['lowResolution']],
    ['a small picture enlarged: its pixel grid repeats', { resampling: 400 }, ['lowResolution']],
    ['a soft camera photo repeats nothing', { sharpness: 0.045, resampling: 40 }, []],
    ['print lifted to grey (a fogged lens)', { veil: 0.55 }, ['blurry']],
    [
      'a fogged lens on a washed-out page',
      { veil: 0.6, p5: 190, clipped: 0.5 },
      ['blurry', 'tooBright'],
    ],
    ['no page found alone is no problem', { page: 0 }, []],
    ['a reflection on a page whose paper clips', { glare: 0.01, p50: 245 }, []],
    [
      'several at once',
      { sharpness: 0.02, glare: 0.01, longSide: 900 },
      ['blurry', 'glare', 'lowResolution'],
    ],
    // Too little contrast is left to judge sharpness on.
    ['a dark blurred-looking photo', { p95: 50, sharpness: 0.02 }, ['tooDark']],
  ])('%s', (_case, change, expected) => {
    expect(photoProblems({ ...good, ...change })).toEqual(expected);
  });
});

describe('photoStats', () => {
  it('measures a generated page: crisp, then blurred', () => {
    const print = irregularPrint(300, 200, 225, 25);
    // The holder's photo: a dark block, as every data page has.
    const page = planeOf(300, 200, (x, y) =>
      x >= 220 && x < 280 && y >= 40 && y < 120 ? 50 : print.data[y * 300 + x],
    );
    expect(photoProblems(photoStats(page, 3000))).toEqual([]);
    expect(photoProblems(photoStats(blurred(page, 3), 3000))).toEqual(['blurry']);
  });
});

describe('photoStats glare', () => {
  /** Print on the left, blank paper on the right with a burnt-out square, on a dark desk. */
  const page = (paper: number) => {
    const print = irregularPrint(400, 300, paper, 25);
    return planeOf(800, 500, (x, y) => {
      if (x < 160 || x >= 700 || y < 80 || y >= 440) return 40;
      if (x >= 580 && x < 640 && y >= 220 && y < 280) return 255;
      return x >= 200 && x < 440 && y >= 120 && y < 400 ? print.data[y * 400 + x] : paper;
    });
  };

  it('finds a reflection on the blank paper beside the print', () => {
    expect(photoProblems(photoStats(page(210), 3000))).toEqual(['glare']);
  });

  it('judges paper near clipping on its print alone, where blank paper clips without glare', () => {
    expect(photoStats(page(234), 3000).glare).toBe(0);
  });
});

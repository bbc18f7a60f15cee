import { describe, expect, it } from 'vitest';
import { photoProblems, photoStats, type PhotoStats } from './assess';
import { blurred, planeOf, printed } from './testImages.testutil';

const good: PhotoStats = {
  longSide: 4032,
  sharpness: 0.12,
  p5: 60,
  p50: 180,
  p95: 230,
  clipped: 0,
  glare: 0,
  page: 0.3,
  grain: -0.3,
};

describe('photoProblems', () => {
  it('finds nothing wrong with a good photo', () => {
    expect(photoProblems(good)).toEqual([]);
  });

  it.each<[string, Partial<PhotoStats>, string[]]>([
    ['soft edges', { sharpness: 0.03 }, ['blurry']],
    ['a dim page', { p95: 60, p50: 30, p5: 10 }, ['tooDark']],
    ['washed-out print', { p5: 200, p50: 240, p95: 255, clipped: 0.5, glare: 0.2 }, ['tooBright']],
    ['a bright table alone', { p5: 200, clipped: 0.02 }, []],
    ['a burnt-out patch', { glare: 0.01 }, ['glare']],
    ['a small picture', { longSide: 800 }, ['lowResolution']],
    [
      'a small picture enlarged: soft, with smooth ramps',
      { sharpness: 0.07, grain: 0.3 },
      ['lowResolution'],
    ],
    ['a camera photo just as soft keeps its grain', { sharpness: 0.07, grain: -0.1 }, []],
    ['faint print nowhere found (a fogged lens)', { page: 0 }, ['blurry']],
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
    const page = planeOf(300, 200, printed(225, 25));
    expect(photoProblems(photoStats(page, 3000))).toEqual([]);
    expect(photoProblems(photoStats(blurred(page, 3), 3000))).toEqual(['blurry']);
  });
});

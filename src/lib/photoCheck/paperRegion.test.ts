import { describe, expect, it } from 'vitest';
import { findPage, onPage } from './pageRegion';
import { findPaper } from './paperRegion';
import { glareShare } from './statistics';
import { planeOf, printed } from './testImages.testutil';
import { PHOTO_THRESHOLDS } from './thresholds';

const PAPER = 210;
/**
 * A page from (160, 80) to (640, 420): print from (200, 120) to (440, 380), blank paper right of
 * it, on a plain background of `desk`; `spot` burns out a square of blank paper.
 */
const photo = (desk: number, spot = false) =>
  planeOf(800, 500, (x, y) => {
    if (x < 160 || x >= 640 || y < 80 || y >= 420) return desk;
    if (spot && x >= 520 && x < 580 && y >= 200 && y < 260) return 255;
    return x >= 200 && x < 440 && y >= 120 && y < 380 ? printed(PAPER, 30)(x, y) : PAPER;
  });

const paperOf = (plane: ReturnType<typeof photo>) => {
  const page = findPage(plane);
  if (!page) throw new Error('No page found.');
  return { page, paper: findPaper(plane, page, PAPER) };
};

describe('findPaper', () => {
  it('grows the print region over the blank paper beside it, not onto a dark desk', () => {
    const { page, paper } = paperOf(photo(60));
    expect(onPage(page, 540, 250)).toBe(false);
    expect(onPage(paper, 540, 250)).toBe(true);
    expect(onPage(paper, 100, 250)).toBe(false);
    expect(onPage(paper, 400, 460)).toBe(false);
  });

  it('stops at a window burnt out behind the page', () => {
    const { paper } = paperOf(photo(255));
    expect(onPage(paper, 540, 250)).toBe(true);
    expect(onPage(paper, 700, 250)).toBe(false);
    expect(onPage(paper, 400, 40)).toBe(false);
  });

  it('reaches no further than its reach over a desk as bright as the paper', () => {
    const { paper } = paperOf(photo(PAPER));
    expect(onPage(paper, 540, 250)).toBe(true);
    expect(onPage(paper, 790, 250)).toBe(false);
  });

  it('takes in a reflection that burnt out the blank paper, which the print region missed', () => {
    const plane = photo(60, true);
    const { page, paper } = paperOf(plane);
    expect(glareShare(plane, page)).toBe(0);
    expect(glareShare(plane, paper)).toBeGreaterThan(PHOTO_THRESHOLDS.maxGlareShare);
  });
});

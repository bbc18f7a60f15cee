import { describe, expect, it } from 'vitest';
import { findPage, onPage } from './pageRegion';
import { luminancePercentiles } from './statistics';
import { planeOf, printed } from './testImages.testutil';

/** A printed page from (200, 100) to (600, 400) on a plain background of `desk`. */
const photo = (desk: number, paper = 220) =>
  planeOf(800, 500, (x, y) =>
    x >= 200 && x < 600 && y >= 100 && y < 400 ? printed(paper, 30)(x, y) : desk,
  );

describe('findPage', () => {
  it('finds the printed page and not the desk around it', () => {
    const page = findPage(photo(255));
    expect(page).not.toBeNull();
    expect(onPage(page, 400, 250)).toBe(true);
    expect(onPage(page, 100, 250)).toBe(false);
    expect(onPage(page, 400, 450)).toBe(false);
  });

  it('judges a page held against a bright window on the page alone', () => {
    const plane = photo(255, 45);
    expect(luminancePercentiles(plane).p95).toBe(255);
    expect(luminancePercentiles(plane, findPage(plane)).p95).toBe(45);
  });

  it('finds no page where there is no print', () => {
    expect(findPage(planeOf(800, 500, () => 200))).toBeNull();
  });
});

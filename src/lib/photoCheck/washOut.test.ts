import { describe, expect, it } from 'vitest';
import { findPage, findVeiledPage } from './pageRegion';
import { planeOf, printed } from './testImages.testutil';
import { PHOTO_THRESHOLDS } from './thresholds';
import { burntLight, veil } from './washOut';

describe('veil', () => {
  const page = planeOf(200, 200, printed(220, 30));

  it('keeps the ink near black in a clear photo, dim or not', () => {
    expect(veil(page)).toBeLessThan(PHOTO_THRESHOLDS.minFogVeil);
    expect(veil(planeOf(200, 200, (x, y) => printed(220, 30)(x, y) * 0.5))).toBeLessThan(
      PHOTO_THRESHOLDS.minFogVeil,
    );
  });

  it('sees the ink lifted towards grey through a fogged lens', () => {
    const fogged = planeOf(200, 200, (x, y) => 0.45 * printed(220, 30)(x, y) + 0.55 * 200);
    expect(veil(fogged)).toBeGreaterThan(PHOTO_THRESHOLDS.minFogVeil);
    expect(veil(fogged)).toBeLessThan(PHOTO_THRESHOLDS.maxFogVeil);
  });
});

/**
 * A printed page from (200, 100) to (600, 400) on a dark desk, through a fogged lens: its glow
 * lifts the print most where the page is bright, and the desk far less (to 60, still darker
 * than any print).
 */
const foggedOnDarkDesk = planeOf(800, 500, (x, y) =>
  x >= 200 && x < 600 && y >= 100 && y < 400 ? 0.2 * printed(225, 30)(x, y) + 0.8 * 210 : 60,
);

describe('veil on the page', () => {
  it('finds a fogged page only by its veiled print', () => {
    expect(findPage(foggedOnDarkDesk)).toBeNull();
    expect(findVeiledPage(foggedOnDarkDesk)).not.toBeNull();
  });

  it('sees the veil on the page where a lifted dark desk hides it in the whole picture', () => {
    expect(veil(foggedOnDarkDesk)).toBeLessThan(PHOTO_THRESHOLDS.minFogVeil);
    expect(veil(foggedOnDarkDesk, findVeiledPage(foggedOnDarkDesk))).toBeGreaterThan(
      PHOTO_THRESHOLDS.minFogVeil,
    );
  });
});

describe('burntLight', () => {
  it('is nothing on a clear page and all of a flared one', () => {
    expect(burntLight(planeOf(200, 200, printed(230, 30)))).toBe(0);
    // Flare: the paper burnt out, the print lifted to light grey, a desk lifted to mid grey.
    const flared = planeOf(200, 200, (x, y) => (x < 50 ? 100 : printed(255, 210)(x, y)));
    expect(burntLight(flared)).toBeGreaterThan(PHOTO_THRESHOLDS.maxBurntLightWithoutPrint);
  });

  it('counts only a small part for a reflection on a page', () => {
    const reflection = planeOf(200, 200, (x, y) =>
      (x - 100) ** 2 + (y - 100) ** 2 < 400 ? 255 : printed(225, 30)(x, y),
    );
    expect(burntLight(reflection)).toBeGreaterThan(0);
    expect(burntLight(reflection)).toBeLessThan(PHOTO_THRESHOLDS.maxBurntLightWithoutPrint);
  });
});

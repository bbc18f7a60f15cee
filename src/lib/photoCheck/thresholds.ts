/**
 * Thresholds of the photo check: halfway between the closest readable and unreadable photos of
 * the labelled set in tools/photo-check-set and the tuning half of tools/photo-check-set-2
 * (`npx tsx tools/photo-check-set/evaluate.ts`, `npx tsx tools/photo-check-set-2/evaluate.ts
 * --half tuning`). Exposure and glare figures are read on the page only (see pageRegion).
 */
export const PHOTO_THRESHOLDS = {
  /** Edges sharper than this (see edgeSharpness) keep small print legible. */
  minSharpness: 0.055,
  /** The brightest 5 % of the picture (the page) darker than this: too dark to read. */
  minBrightP95: 99,
  /** Even the darkest 5 % (the print) brighter than this: the text is washed out... */
  maxDarkP5: 170,
  /** ...and this share of the picture burnt out (a bright table alone lifts the darkest 5 %). */
  minWashedOutClipped: 0.2,
  /**
   * Solid burnt-out cores covering more than this share of the picture (no good photo has any;
   * the smallest reflection found covers 0.0009).
   */
  maxGlareShare: 0.0004,
  /** Glare is told from the paper only while the paper (the page's median) is below this. */
  maxPaperForGlare: 239,
  /**
   * An enlarged small image: softer than this at the working size (every camera photo that is
   * not blurred is sharper in both sets)...
   */
  maxEnlargedSharpness: 0.09,
  /** ...and its flat areas' neighbouring steps agreeing more than this (see stepCorrelation). */
  minEnlargedGrain: 0.06,
  /** Long side of the decoded photo under this many pixels. */
  minLongSide: 1000,
} as const;

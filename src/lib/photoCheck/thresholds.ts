/**
 * Thresholds of the photo check: halfway between the closest readable and unreadable photos of
 * the labelled set in tools/photo-check-set and both halves of tools/photo-check-set-2
 * (`npx tsx tools/photo-check-set/evaluate.ts`, `npx tsx tools/photo-check-set-2/evaluate.ts
 * --half tuning|report`, `--set report3`). Exposure, veil and glare figures are read on the page
 * only (see pageRegion).
 */
export const PHOTO_THRESHOLDS = {
  /**
   * Edges sharper than this (see edgeSharpness) keep small print legible (blurred photos up to
   * 0.035, slightly soft ones from 0.039).
   */
  minSharpness: 0.037,
  /**
   * Print on the page lifted this far towards its brightest light (see veil): a fogged lens (no
   * clear photo over 0.34, no fogged one under 0.49, blurred print up to 0.43)...
   */
  minFogVeil: 0.43,
  /**
   * ...and from here, when burnt out too, flare washing the print out: too bright alone (fogged
   * up to 0.74 with nothing burnt out, up to 0.63 burnt out; flare from 0.69).
   */
  maxFogVeil: 0.68,
  /** The brightest 5 % of the picture (the page) darker than this: too dark to read. */
  minBrightP95: 99,
  /** Even the darkest 5 % (the print) brighter than this: the text is washed out... */
  maxDarkP5: 170,
  /** ...and this share of the picture burnt out (a bright table alone lifts the darkest 5 %). */
  minWashedOutClipped: 0.2,
  /**
   * No page found and more than this share of the light part (see burntLight) burnt out: washed
   * out (too bright photos 0.25 on, over a dark desk 0.9 on; any other photo without a page up
   * to 0.17).
   */
  maxBurntLightWithoutPrint: 0.5,
  /**
   * Solid burnt-out cores covering more than this share of the page's paper (see findPaper; good
   * photos up to 0.0023, a window through the page's corner; reflections from 0.003 but for
   * three streaks mostly off the paper found, 0 to 0.002).
   */
  maxGlareShare: 0.0027,
  /**
   * Glare is judged on the page's paper beyond its print (see findPaper) only while the paper is
   * below this: brighter paper burns out in its blank areas without any reflection.
   */
  maxPaperToGrow: 230,
  /** Glare is told from the paper only while the paper (the page's median) is below this. */
  maxPaperForGlare: 239,
  /**
   * An enlargement's pixel grid repeating this strongly (see resamplingPeak): every enlarged
   * image of the second set repeats at 275 or more, no readable camera photo of either set over
   * 47 (blurred ones up to 92).
   */
  minResamplingPeak: 110,
  /** Long side of the decoded photo under this many pixels. */
  minLongSide: 1000,
} as const;

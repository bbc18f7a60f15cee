import { stepCorrelation } from './grain';
import { findPage } from './pageRegion';
import { glareShare, luminancePercentiles, edgeSharpness, type LuminancePlane } from './statistics';
import { PHOTO_THRESHOLDS } from './thresholds';

export type PhotoProblem = 'blurry' | 'tooDark' | 'tooBright' | 'glare' | 'lowResolution';

export interface PhotoStats {
  /** Long side of the decoded photo, before any resampling. */
  longSide: number;
  sharpness: number;
  p5: number;
  p50: number;
  p95: number;
  clipped: number;
  glare: number;
  /** Share of the picture found to be the page; 0 when none was found and the whole was judged. */
  page: number;
  /** Correlation of neighbouring steps in flat areas at full resolution (see stepCorrelation). */
  grain: number;
}

export function photoStats(
  plane: LuminancePlane,
  longSide: number,
  fullResolution: LuminancePlane = plane,
): PhotoStats {
  const page = findPage(plane);
  return {
    longSide,
    sharpness: edgeSharpness(plane, page),
    ...luminancePercentiles(plane, page),
    glare: glareShare(plane, page),
    page: page?.share ?? 0,
    grain: stepCorrelation(fullResolution),
  };
}

/** The problems a staff member would meet reading the photo, in the order they are shown. */
export function photoProblems(
  stats: PhotoStats,
  thresholds: typeof PHOTO_THRESHOLDS = PHOTO_THRESHOLDS,
): PhotoProblem[] {
  const problems: PhotoProblem[] = [];
  const tooDark = stats.p95 < thresholds.minBrightP95;
  const tooBright =
    stats.p5 > thresholds.maxDarkP5 && stats.clipped > thresholds.minWashedOutClipped;
  // A dark or washed-out photo has too little contrast left to judge sharpness on.
  const judgeable = !tooDark && !tooBright;
  const blurry = judgeable && stats.sharpness < thresholds.minSharpness;
  // Soft but not blurred, with the straight ramps between pixels of an enlarged small image.
  const enlarged =
    judgeable &&
    !blurry &&
    stats.sharpness < thresholds.maxEnlargedSharpness &&
    stats.grain > thresholds.minEnlargedGrain;
  // No print found with clear steps although the photo is neither dark, washed out nor blurred:
  // the print is faint all over, as through a fogged lens. It reads as blurry to the team.
  const faint = judgeable && !blurry && !enlarged && stats.page === 0;
  if (blurry || faint) problems.push('blurry');
  if (tooDark) problems.push('tooDark');
  if (tooBright) problems.push('tooBright');
  // An overexposed photo is burnt out all over, and on a page whose paper itself clips a
  // burnt-out gap between lines is no reflection.
  if (
    !tooBright &&
    stats.p50 < thresholds.maxPaperForGlare &&
    stats.glare > thresholds.maxGlareShare
  )
    problems.push('glare');
  if (stats.longSide < thresholds.minLongSide || enlarged) problems.push('lowResolution');
  return problems;
}

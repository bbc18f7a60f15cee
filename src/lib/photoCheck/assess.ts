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
}

export function photoStats(plane: LuminancePlane, longSide: number): PhotoStats {
  return {
    longSide,
    sharpness: edgeSharpness(plane),
    ...luminancePercentiles(plane),
    glare: glareShare(plane),
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
  if (!tooDark && !tooBright && stats.sharpness < thresholds.minSharpness) problems.push('blurry');
  if (tooDark) problems.push('tooDark');
  if (tooBright) problems.push('tooBright');
  // An overexposed photo is burnt out all over; that is not a reflection.
  if (!tooBright && stats.glare > thresholds.maxGlareShare) problems.push('glare');
  if (stats.longSide < thresholds.minLongSide) problems.push('lowResolution');
  return problems;
}

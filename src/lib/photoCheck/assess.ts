import { findPage } from './pageRegion';
import { resamplingPeak } from './resampling';
import {
  edgeSharpness,
  glareShare,
  luminancePercentiles,
  veil,
  type LuminancePlane,
} from './statistics';
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
  /** The strongest repeat of an enlargement's pixel grid at full resolution (see resamplingPeak). */
  resampling: number;
  /** Darkest print over brightest light, 0..1 (see veil). */
  veil: number;
}

/**
 * `plane` is the photo at the working size; `fullResolution` a patch from its middle at full
 * resolution (RESAMPLING_PATCH a side), where an enlarged small image leaves its traces.
 */
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
    resampling: resamplingPeak(fullResolution),
    veil: veil(plane),
  };
}

/** The problems a staff member would meet reading the photo, in the order they are shown. */
export function photoProblems(
  stats: PhotoStats,
  thresholds: typeof PHOTO_THRESHOLDS = PHOTO_THRESHOLDS,
): PhotoProblem[] {
  const problems: PhotoProblem[] = [];
  const tooDark = stats.p95 < thresholds.minBrightP95;
  // Burnt out with the print lifted: read on the page's darkest 5 %, or, where no page was found
  // and a dark desk keeps that low, on the whole picture's veil.
  const washedOut =
    stats.clipped > thresholds.minWashedOutClipped &&
    (stats.p5 > thresholds.maxDarkP5 || stats.veil > thresholds.minFogVeil);
  // Print lifted past any fog is washed out too (flare); heavy blur can lift thin print as far,
  // so sharpness is still judged then.
  const tooBright = washedOut || stats.veil >= thresholds.maxFogVeil;
  // A dark or washed-out photo has too little contrast left to judge sharpness on.
  const judgeable = !tooDark && !washedOut;
  // Print lifted towards grey, as through a fogged lens, reads as blurry to the team; a veil
  // past maxFogVeil is flare burning the whole page out (tooBright), not a fogged lens.
  const fogged =
    !tooDark && stats.veil > thresholds.minFogVeil && stats.veil < thresholds.maxFogVeil;
  const blurry = (judgeable && stats.sharpness < thresholds.minSharpness) || fogged;
  // A small image enlarged: its pixel grid repeats at full resolution (one enlarged by exactly
  // 2 or 4 hides its grid in JPEG's and goes unseen).
  const enlarged = judgeable && stats.resampling > thresholds.minResamplingPeak;
  if (blurry) problems.push('blurry');
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

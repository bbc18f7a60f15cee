import { findPage, findVeiledPage, type PageRegion } from './pageRegion';
import { findPaper } from './paperRegion';
import { resamplingPeak } from './resampling';
import {
  edgeSharpness,
  glareShare,
  histogramOn,
  percentilesOf,
  type LuminancePercentiles,
  type LuminancePlane,
} from './statistics';
import { PHOTO_THRESHOLDS } from './thresholds';
import { burntLightOf, veil, veilOf } from './washOut';

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
  /** Darkest print over brightest light on the page, 0..1 (see veil). */
  veil: number;
  /** Share of the light part burnt out, on the page (see burntLight). */
  burntLight: number;
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
  const levels = histogramOn(plane, page);
  const percentiles = percentilesOf(levels);
  return {
    longSide,
    sharpness: edgeSharpness(plane, page),
    ...percentiles,
    glare: glareShare(plane, page && paperFor(plane, page, percentiles)),
    page: page?.share ?? 0,
    resampling: resamplingPeak(fullResolution),
    // Where no page is found, its veiled print may still be (a fogged page).
    veil: page ? veilOf(levels) : veil(plane, findVeiledPage(plane)),
    burntLight: burntLightOf(levels),
  };
}

/**
 * Where glare is judged: the page's paper, grown from its print, where that paper sits clearly
 * below clipping. Paper near clipping burns out in its blank areas from the light's falloff
 * alone, so there only the print region is judged (a reflection on the blank paper goes unseen);
 * a page too dark to read is not grown either (a window's bars are as bright as its paper).
 */
function paperFor(
  plane: LuminancePlane,
  page: PageRegion,
  { p50, p95 }: LuminancePercentiles,
): PageRegion {
  return p50 < PHOTO_THRESHOLDS.maxPaperToGrow && p95 >= PHOTO_THRESHOLDS.minBrightP95
    ? findPaper(plane, page, p50)
    : page;
}

/** The problems a staff member would meet reading the photo, in the order they are shown. */
export function photoProblems(
  stats: PhotoStats,
  thresholds: typeof PHOTO_THRESHOLDS = PHOTO_THRESHOLDS,
): PhotoProblem[] {
  const problems: PhotoProblem[] = [];
  const tooDark = stats.p95 < thresholds.minBrightP95;
  // Burnt out with the print lifted: read on the page's darkest 5 % or its veil. Where no print
  // is found at all and the light part is burnt out, flare has washed the page out (a readable
  // page, however bright, keeps print to be found).
  const washedOut =
    (stats.clipped > thresholds.minWashedOutClipped &&
      (stats.p5 > thresholds.maxDarkP5 || stats.veil > thresholds.minFogVeil)) ||
    (stats.page === 0 && stats.burntLight > thresholds.maxBurntLightWithoutPrint);
  const tooBright = washedOut;
  // A dark or washed-out photo has too little contrast left to judge sharpness on.
  const judgeable = !tooDark && !washedOut;
  // Print lifted towards grey with nothing burnt out is a fogged lens, however far lifted; it
  // reads as blurry to the team. Lifted past maxFogVeil and burnt out, it is flare alone.
  const fogged =
    !tooDark &&
    stats.veil > thresholds.minFogVeil &&
    (stats.veil < thresholds.maxFogVeil || !washedOut);
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

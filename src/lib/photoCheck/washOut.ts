import type { PageRegion } from './pageRegion';
import {
  CLIPPED_LEVEL,
  histogramOn,
  levelAt,
  type Histogram,
  type LuminancePlane,
} from './statistics';

/** Pixels at least this bright are the light part of a photo: paper, a white desk, a window. */
export const LIGHT_LEVEL = 200;

/**
 * How far a veil lifts the darkest print towards the brightest light, on the page (the whole
 * picture when none was found): (darkest 0.5 % + 1) / (brightest 1 % + 1). Ink stays near black
 * in a clear photo, even a dim, soft or slightly hazy one; through a fogged lens or flare it is
 * lifted towards grey. On the page alone, so a dark desk (lifted too, but darker than any print)
 * does not hide the veil.
 */
export function veil(plane: LuminancePlane, region: PageRegion | null = null): number {
  return veilOf(histogramOn(plane, region));
}

/** The veil (see veil) from a histogram already taken. */
export function veilOf({ histogram, total }: Histogram): number {
  return (levelAt(histogram, 0.005 * total) + 1) / (levelAt(histogram, 0.99 * total) + 1);
}

/**
 * Share of the light part (LIGHT_LEVEL and up) that is burnt out (clipped). Flare burns the whole
 * lit page out, where a clear page keeps its paper below clipping and a reflection burns out a
 * small part of it.
 */
export function burntLight(plane: LuminancePlane, region: PageRegion | null = null): number {
  return burntLightOf(histogramOn(plane, region));
}

/** The burnt-out share of the light part (see burntLight) from a histogram already taken. */
export function burntLightOf({ histogram }: Histogram): number {
  let light = 0;
  let burnt = 0;
  for (let value = LIGHT_LEVEL; value < 256; value += 1) {
    light += histogram[value];
    if (value >= CLIPPED_LEVEL) burnt += histogram[value];
  }
  return light ? burnt / light : 0;
}

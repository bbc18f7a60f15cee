import type { LuminancePlane } from '../../photoCheck/statistics';
import { parseTd3, TD3_KINDS, type MrzRead } from '../td3';
import { classifyCell, type CellGuess } from './classify';
import { blobsOf, darkMask } from './components';
import { greyPlane } from './grey';
import { findZone } from './lines';

/**
 * Names, states and sex have no check digit, and a double O/0 swap can pass the document number's:
 * a cell whose best character barely beats the next makes the whole read unsure (tuned on the
 * tuning half: the surest 99.9 % of right cells win by 0.036 or more).
 */
export const MIN_MARGIN = 0.02;

export interface ZoneAttempt {
  read: MrzRead | null;
  /** The characters as classified (before validation), when a zone was found. */
  lines: [string, string] | null;
  guesses: CellGuess[][] | null;
}

/** Reads the zone from a grey plane: find the two lines, classify each cell, validate. */
export function readZoneFromPlane(plane: LuminancePlane, currentYear?: number): ZoneAttempt {
  const radius = Math.max(8, Math.round(Math.max(plane.width, plane.height) / 60));
  const blobs = blobsOf(darkMask(plane, radius), plane.width, plane.height);
  const zone = findZone(blobs);
  if (!zone) return { read: null, lines: null, guesses: null };
  const guesses = zone.map((line, index) =>
    line.centres.map((_, cell) => classifyCell(plane, line, cell, TD3_KINDS[index][cell])),
  );
  const lines = guesses.map((row) => row.map((guess) => guess.character).join('')) as [
    string,
    string,
  ];
  const sure = guesses.every((row) => row.every((guess) => guess.margin >= MIN_MARGIN));
  const result = parseTd3(lines[0], lines[1], currentYear);
  return { read: result.ok && sure ? result.read : null, lines, guesses };
}

/** Reads a passport's zone from RGBA pixels (a decoded photo); null when it cannot be read validly. */
export function readZoneFromRgba(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): ZoneAttempt {
  return readZoneFromPlane(greyPlane(rgba, width, height));
}

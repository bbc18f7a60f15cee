/**
 * The second labelled set: kinds of photo, each with the problems a staff member meets reading it.
 * Photo i has seed 5000 + i; even seeds form the tuning half, odd seeds the report half, and
 * every kind is drawn into both. The third report set (seeds from 9000) draws the same kinds,
 * more of each, with ranges a little wider; the fourth (seeds from 10000) a little wider again,
 * and the fifth (seeds from 11000) draws as the fourth.
 * Levels between readable and unreadable are left out.
 */
import type { PhotoProblem } from '../../src/lib/photoCheck/assess';
import { PAGE_LAYOUTS } from './page';
import { seeded } from './random';
import type { SceneSpec } from './scene';

/** The tuning and report halves (seeds 5000 on), and the report sets (seeds 9000, 10000, 11000 on). */
export type SetPart = 'tuning' | 'report' | ReportSet;
export type ReportSet = 'report3' | 'report4' | 'report5';

export interface LabelledPhoto2 {
  file: string;
  half: SetPart;
  kind: string;
  problems: PhotoProblem[];
  spec: SceneSpec;
}

/**
 * A draw between low and high; in the third report set between `wider`, in the fourth between
 * `widest` (or `wider` where it gives none), each still on the same side of the readable /
 * unreadable gap. One draw either way, so the earlier sets' photos stay as drawn.
 */
type Pick = (
  low: number,
  high: number,
  wider?: [number, number],
  widest?: [number, number],
) => number;
type Change = (pick: Pick) => Partial<SceneSpec>;

/** Kinds of photo: name, labelled problems, and how it differs from a well-taken photo. */
const KINDS: [string, PhotoProblem[], Change][] = [
  ['plain', [], () => ({})],
  ['perspective', [], () => ({ perspective: 0.12 })],
  ['white desk', [], () => ({ desk: 'white' })],
  ['dark desk', [], () => ({ desk: 'dark' })],
  ['hands', [], () => ({ hands: 2 })],
  ['exif turned', [], (pick) => ({ orientation: pick(0, 1) < 0.5 ? 6 : 8 })],
  ['window behind, page lit', [], () => ({ desk: 'window', pageCover: 0.6 })],
  ['reflection on the desk only', [], () => ({ deskGlare: true, pageCover: 0.6 })],
  [
    'sent by messaging app',
    [],
    (pick) => ({
      reencode: { longSide: 1600, quality: pick(0.55, 0.7, [0.5, 0.75], [0.45, 0.8]) },
    }),
  ],
  ['slight haze', [], (pick) => ({ haze: pick(0.05, 0.12, [0.03, 0.12], [0.02, 0.12]) })],
  ['slightly soft', [], (pick) => ({ blur: pick(0.4, 0.9, [0.3, 1], [0.2, 1]) })],
  ['dim', [], (pick) => ({ exposure: pick(0.62, 0.75, [0.62, 0.8], [0.62, 0.85]) })],
  ['bright', [], (pick) => ({ exposure: pick(1.08, 1.15, [1.05, 1.2], [1.05, 1.25]) })],
  ['blurry', ['blurry'], (pick) => ({ blur: pick(2.8, 4.5, [2.8, 5.5], [2.8, 6]) })],
  [
    'blurry, perspective',
    ['blurry'],
    (pick) => ({ blur: pick(2.8, 4, [2.8, 5], [2.8, 5.5]), perspective: 0.1 }),
  ],
  [
    'too dark',
    ['tooDark'],
    (pick) => ({ exposure: pick(0.12, 0.25, [0.1, 0.25], [0.08, 0.25]), noise: 4 }),
  ],
  [
    'backlit by a window',
    ['tooDark'],
    (pick) => ({ desk: 'window', backlight: pick(0.12, 0.22, [0.1, 0.25], [0.08, 0.25]) }),
  ],
  // Overexposure alone leaves the ink dark; what washes print out is flare veiling the lens.
  [
    'too bright',
    ['tooBright'],
    (pick) => ({
      exposure: pick(1.7, 2.2, [1.6, 2.4], [1.5, 2.5]),
      haze: pick(0.55, 0.7, [0.55, 0.75], [0.55, 0.8]),
    }),
  ],
  ['glare spot', ['glare'], (pick) => ({ glareSpots: pick(0, 1) < 0.5 ? 1 : 2 })],
  [
    'glare streak',
    ['glare'],
    (pick) => ({
      glareStreaks: pick(0, 1) < 0.5 ? 1 : 2,
      streakScale: pick(1, 1, [0.75, 1.15], [0.7, 1.2]),
    }),
  ],
  [
    'glare streak, white desk',
    ['glare'],
    (pick) => ({
      glareStreaks: 1,
      desk: 'white',
      streakScale: pick(1, 1, [0.75, 1.15], [0.7, 1.2]),
    }),
  ],
  ['fogged lens', ['blurry'], (pick) => ({ haze: pick(0.55, 0.75, [0.55, 0.8], [0.55, 0.85]) })],
  [
    'small image enlarged',
    ['lowResolution'],
    (pick) => ({
      reencode: {
        longSide: Math.round(pick(500, 700, [450, 740], [420, 750])),
        quality: 0.85,
        enlargeTo: Math.round(pick(1800, 1800, [1500, 2400], [1400, 2600])),
      },
    }),
  ],
  [
    'messaging app, enlarged',
    ['lowResolution'],
    (pick) => ({
      reencode: {
        longSide: Math.round(pick(560, 760, [480, 760], [450, 760])),
        quality: pick(0.3, 0.45, [0.25, 0.5], [0.2, 0.55]),
        enlargeTo: Math.round(pick(2000, 2000, [1500, 2400], [1400, 2600])),
      },
    }),
  ],
  [
    'small image',
    ['lowResolution'],
    (pick) => ({
      reencode: {
        longSide: Math.round(pick(560, 760, [480, 760], [450, 760])),
        quality: pick(0.8, 0.8, [0.7, 0.9], [0.65, 0.92]),
      },
    }),
  ],
];

const SIZES: [number, number][] = [
  [1600, 1200],
  [2000, 1500],
  [1200, 1600],
  [1800, 1350],
];
/** The third report set adds larger and other-shaped photos, the fourth two more. */
const SIZES_3: [number, number][] = [...SIZES, [2400, 1800], [1500, 2000], [2200, 1400]];
const SIZES_4: [number, number][] = [...SIZES_3, [2600, 1950], [1350, 1800]];
const DESKS: SceneSpec['desk'][] = ['wood', 'white', 'dark', 'wood'];
/** Photos of each kind per half. */
export const PER_KIND = 3;
/** Each report set: photos of each good kind, and bad photos per problem at least. */
export const REPORT3_GOOD_PER_KIND = 8;
export const REPORT3_BAD_PER_PROBLEM = 20;

/**
 * How far a set's draws reach: the halves' ranges, report3's wider ones, report4's (and report5's)
 * wider again.
 */
type Spread = 'halves' | ReportSet;

function drawSpec(seed: number, index: number, change: Change, spread: Spread): SceneSpec {
  const random = seeded(seed * 31);
  const pick: Pick = (low, high, wider, widest) => {
    const range =
      spread === 'report3' ? wider : spread !== 'halves' ? (widest ?? wider) : undefined;
    const [from, to] = range ?? [low, high];
    return from + random() * (to - from);
  };
  const sizes = spread === 'halves' ? SIZES : spread === 'report3' ? SIZES_3 : SIZES_4;
  const [width, height] = sizes[index % sizes.length]!;
  return {
    seed,
    layout: PAGE_LAYOUTS[index % PAGE_LAYOUTS.length]!,
    width,
    height,
    desk: DESKS[Math.floor(index / 2) % DESKS.length]!,
    pageCover: pick(0.6, 0.85, [0.55, 0.88], [0.5, 0.9]),
    perspective: pick(0, 0.05, [0, 0.07], [0, 0.08]),
    rotation: pick(-8, 8, [-10, 10], [-12, 12]),
    hands: pick(0, 1) < 0.3 ? 1 : 0,
    exposure: pick(0.85, 1.02, [0.82, 1.04], [0.8, 1.05]),
    backlight: 0,
    haze: 0,
    blur: 0,
    glareSpots: 0,
    glareStreaks: 0,
    deskGlare: false,
    noise: pick(1, 3, [1, 4], [1, 4.5]),
    quality: pick(0.75, 0.9, [0.7, 0.92], [0.65, 0.93]),
    orientation: 1,
    ...change(pick),
  };
}

/** The tuning and report halves: PER_KIND photos of each kind in each. */
export function labelledSet2(): LabelledPhoto2[] {
  const photos: LabelledPhoto2[] = [];
  KINDS.forEach(([kind, problems, change], kindIndex) => {
    for (let copy = 0; copy < PER_KIND * 2; copy += 1) {
      const index = kindIndex * PER_KIND * 2 + copy;
      const seed = 5000 + index;
      photos.push({
        file: `p2-${seed}.jpg`,
        half: seed % 2 === 0 ? 'tuning' : 'report',
        kind,
        problems,
        spec: drawSpec(seed, index, change, 'halves'),
      });
    }
  });
  return photos;
}

/** The report set a `--set` option names, if any. */
export function reportSetOption(value: string | undefined): ReportSet | undefined {
  if (value === undefined) return undefined;
  if (value === 'report3' || value === 'report4' || value === 'report5') return value;
  throw new Error('--set report3|report4|report5');
}

/** First seed and file prefix of each report set. */
const REPORT_SETS: Record<ReportSet, { firstSeed: number; prefix: string }> = {
  report3: { firstSeed: 9000, prefix: 'p3' },
  report4: { firstSeed: 10000, prefix: 'p4' },
  report5: { firstSeed: 11000, prefix: 'p5' },
};

/**
 * A report set, drawn after the sets before it were spent: fresh seeds, at least
 * REPORT3_BAD_PER_PROBLEM bad photos per problem and REPORT3_GOOD_PER_KIND of each good kind.
 */
export function reportSet(part: ReportSet): LabelledPhoto2[] {
  const { firstSeed, prefix } = REPORT_SETS[part];
  const kindsWith = (problem: PhotoProblem) =>
    KINDS.filter(([, problems]) => problems.includes(problem)).length;
  const photos: LabelledPhoto2[] = [];
  KINDS.forEach(([kind, problems, change]) => {
    const copies = problems.length
      ? Math.max(
          ...problems.map((problem) => Math.ceil(REPORT3_BAD_PER_PROBLEM / kindsWith(problem))),
        )
      : REPORT3_GOOD_PER_KIND;
    for (let copy = 0; copy < copies; copy += 1) {
      const index = photos.length;
      const seed = firstSeed + index;
      photos.push({
        file: `${prefix}-${seed}.jpg`,
        half: part,
        kind,
        problems,
        spec: drawSpec(seed, index, change, part),
      });
    }
  });
  return photos;
}

/**
 * The second labelled set: kinds of photo, each with the problems a staff member meets reading it.
 * Photo i has seed 5000 + i; even seeds form the tuning half, odd seeds the report half, and
 * every kind is drawn into both. The third report set (seeds from 9000) draws the same kinds,
 * more of each, with ranges a little wider. Levels between readable and unreadable are left out.
 */
import type { PhotoProblem } from '../../src/lib/photoCheck/assess';
import { PAGE_LAYOUTS } from './page';
import { seeded } from './random';
import type { SceneSpec } from './scene';

/** The tuning and report halves (seeds 5000 on), and the third report set (seeds 9000 on). */
export type SetPart = 'tuning' | 'report' | 'report3';

export interface LabelledPhoto2 {
  file: string;
  half: SetPart;
  kind: string;
  problems: PhotoProblem[];
  spec: SceneSpec;
}

/**
 * A draw between low and high; in the third report set between `wider` (still on the same side
 * of the readable / unreadable gap). One draw either way, so the first sets' photos stay as drawn.
 */
type Pick = (low: number, high: number, wider?: [number, number]) => number;
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
      reencode: { longSide: 1600, quality: pick(0.55, 0.7, [0.5, 0.75]) },
    }),
  ],
  ['slight haze', [], (pick) => ({ haze: pick(0.05, 0.12, [0.03, 0.12]) })],
  ['slightly soft', [], (pick) => ({ blur: pick(0.4, 0.9, [0.3, 1]) })],
  ['dim', [], (pick) => ({ exposure: pick(0.62, 0.75, [0.62, 0.8]) })],
  ['bright', [], (pick) => ({ exposure: pick(1.08, 1.15, [1.05, 1.2]) })],
  ['blurry', ['blurry'], (pick) => ({ blur: pick(2.8, 4.5, [2.8, 5.5]) })],
  [
    'blurry, perspective',
    ['blurry'],
    (pick) => ({ blur: pick(2.8, 4, [2.8, 5]), perspective: 0.1 }),
  ],
  ['too dark', ['tooDark'], (pick) => ({ exposure: pick(0.12, 0.25, [0.1, 0.25]), noise: 4 })],
  [
    'backlit by a window',
    ['tooDark'],
    (pick) => ({ desk: 'window', backlight: pick(0.12, 0.22, [0.1, 0.25]) }),
  ],
  // Overexposure alone leaves the ink dark; what washes print out is flare veiling the lens.
  [
    'too bright',
    ['tooBright'],
    (pick) => ({ exposure: pick(1.7, 2.2, [1.6, 2.4]), haze: pick(0.55, 0.7, [0.55, 0.75]) }),
  ],
  ['glare spot', ['glare'], (pick) => ({ glareSpots: pick(0, 1) < 0.5 ? 1 : 2 })],
  [
    'glare streak',
    ['glare'],
    (pick) => ({
      glareStreaks: pick(0, 1) < 0.5 ? 1 : 2,
      streakScale: pick(1, 1, [0.75, 1.15]),
    }),
  ],
  [
    'glare streak, white desk',
    ['glare'],
    (pick) => ({ glareStreaks: 1, desk: 'white', streakScale: pick(1, 1, [0.75, 1.15]) }),
  ],
  ['fogged lens', ['blurry'], (pick) => ({ haze: pick(0.55, 0.75, [0.55, 0.8]) })],
  [
    'small image enlarged',
    ['lowResolution'],
    (pick) => ({
      reencode: {
        longSide: Math.round(pick(500, 700, [450, 740])),
        quality: 0.85,
        enlargeTo: Math.round(pick(1800, 1800, [1500, 2400])),
      },
    }),
  ],
  [
    'messaging app, enlarged',
    ['lowResolution'],
    (pick) => ({
      reencode: {
        longSide: Math.round(pick(560, 760, [480, 760])),
        quality: pick(0.3, 0.45, [0.25, 0.5]),
        enlargeTo: Math.round(pick(2000, 2000, [1500, 2400])),
      },
    }),
  ],
  [
    'small image',
    ['lowResolution'],
    (pick) => ({
      reencode: {
        longSide: Math.round(pick(560, 760, [480, 760])),
        quality: pick(0.8, 0.8, [0.7, 0.9]),
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
/** The third report set adds larger and other-shaped photos. */
const SIZES_3: [number, number][] = [...SIZES, [2400, 1800], [1500, 2000], [2200, 1400]];
const DESKS: SceneSpec['desk'][] = ['wood', 'white', 'dark', 'wood'];
/** Photos of each kind per half. */
export const PER_KIND = 3;
/** The third report set: photos of each good kind, and bad photos per problem at least. */
export const REPORT3_GOOD_PER_KIND = 8;
export const REPORT3_BAD_PER_PROBLEM = 20;

function drawSpec(seed: number, index: number, change: Change, wide: boolean): SceneSpec {
  const random = seeded(seed * 31);
  const pick: Pick = (low, high, wider) => {
    const [from, to] = wide && wider ? wider : [low, high];
    return from + random() * (to - from);
  };
  const sizes = wide ? SIZES_3 : SIZES;
  const [width, height] = sizes[index % sizes.length]!;
  return {
    seed,
    layout: PAGE_LAYOUTS[index % PAGE_LAYOUTS.length]!,
    width,
    height,
    desk: DESKS[Math.floor(index / 2) % DESKS.length]!,
    pageCover: pick(0.6, 0.85, [0.55, 0.88]),
    perspective: pick(0, 0.05, [0, 0.07]),
    rotation: pick(-8, 8, [-10, 10]),
    hands: pick(0, 1) < 0.3 ? 1 : 0,
    exposure: pick(0.85, 1.02, [0.82, 1.04]),
    backlight: 0,
    haze: 0,
    blur: 0,
    glareSpots: 0,
    glareStreaks: 0,
    deskGlare: false,
    noise: pick(1, 3, [1, 4]),
    quality: pick(0.75, 0.9, [0.7, 0.92]),
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
        spec: drawSpec(seed, index, change, false),
      });
    }
  });
  return photos;
}

/**
 * The third report set, drawn after the second set's report half was spent: fresh seeds, at least
 * REPORT3_BAD_PER_PROBLEM bad photos per problem and REPORT3_GOOD_PER_KIND of each good kind.
 */
export function reportSet3(): LabelledPhoto2[] {
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
      const seed = 9000 + index;
      photos.push({
        file: `p3-${seed}.jpg`,
        half: 'report3',
        kind,
        problems,
        spec: drawSpec(seed, index, change, true),
      });
    }
  });
  return photos;
}

/**
 * The second labelled set: kinds of photo, each with the problems a staff member meets reading it.
 * Photo i has seed 5000 + i; even seeds form the tuning half, odd seeds the report half, and
 * every kind is drawn into both. Levels between readable and unreadable are left out.
 */
import type { PhotoProblem } from '../../src/lib/photoCheck/assess';
import { PAGE_LAYOUTS } from './page';
import { seeded } from './random';
import type { SceneSpec } from './scene';

export interface LabelledPhoto2 {
  file: string;
  half: 'tuning' | 'report';
  kind: string;
  problems: PhotoProblem[];
  spec: SceneSpec;
}

type Change = (pick: (low: number, high: number) => number) => Partial<SceneSpec>;

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
    (pick) => ({ reencode: { longSide: 1600, quality: pick(0.55, 0.7) } }),
  ],
  ['slight haze', [], (pick) => ({ haze: pick(0.05, 0.12) })],
  ['slightly soft', [], (pick) => ({ blur: pick(0.4, 0.9) })],
  ['dim', [], (pick) => ({ exposure: pick(0.62, 0.75) })],
  ['bright', [], (pick) => ({ exposure: pick(1.08, 1.15) })],
  ['blurry', ['blurry'], (pick) => ({ blur: pick(2.8, 4.5) })],
  ['blurry, perspective', ['blurry'], (pick) => ({ blur: pick(2.8, 4), perspective: 0.1 })],
  ['too dark', ['tooDark'], (pick) => ({ exposure: pick(0.12, 0.25), noise: 4 })],
  ['backlit by a window', ['tooDark'], (pick) => ({ desk: 'window', backlight: pick(0.12, 0.22) })],
  // Overexposure alone leaves the ink dark; what washes print out is flare veiling the lens.
  ['too bright', ['tooBright'], (pick) => ({ exposure: pick(1.7, 2.2), haze: pick(0.55, 0.7) })],
  ['glare spot', ['glare'], (pick) => ({ glareSpots: pick(0, 1) < 0.5 ? 1 : 2 })],
  ['glare streak', ['glare'], (pick) => ({ glareStreaks: pick(0, 1) < 0.5 ? 1 : 2 })],
  ['glare streak, white desk', ['glare'], () => ({ glareStreaks: 1, desk: 'white' })],
  ['fogged lens', ['blurry'], (pick) => ({ haze: pick(0.55, 0.75) })],
  [
    'small image enlarged',
    ['lowResolution'],
    (pick) => ({
      reencode: { longSide: Math.round(pick(500, 700)), quality: 0.85, enlargeTo: 1800 },
    }),
  ],
  [
    'messaging app, enlarged',
    ['lowResolution'],
    (pick) => ({
      reencode: { longSide: Math.round(pick(560, 760)), quality: pick(0.3, 0.45), enlargeTo: 2000 },
    }),
  ],
  [
    'small image',
    ['lowResolution'],
    (pick) => ({ reencode: { longSide: Math.round(pick(560, 760)), quality: 0.8 } }),
  ],
];

const SIZES: [number, number][] = [
  [1600, 1200],
  [2000, 1500],
  [1200, 1600],
  [1800, 1350],
];
const DESKS: SceneSpec['desk'][] = ['wood', 'white', 'dark', 'wood'];
/** Photos of each kind per half. */
export const PER_KIND = 3;

export function labelledSet2(): LabelledPhoto2[] {
  const photos: LabelledPhoto2[] = [];
  KINDS.forEach(([kind, problems, change], kindIndex) => {
    for (let copy = 0; copy < PER_KIND * 2; copy += 1) {
      const index = kindIndex * PER_KIND * 2 + copy;
      const seed = 5000 + index;
      const random = seeded(seed * 31);
      const pick = (low: number, high: number) => low + random() * (high - low);
      const [width, height] = SIZES[index % SIZES.length]!;
      const spec: SceneSpec = {
        seed,
        layout: PAGE_LAYOUTS[index % PAGE_LAYOUTS.length]!,
        width,
        height,
        desk: DESKS[Math.floor(index / 2) % DESKS.length]!,
        pageCover: pick(0.6, 0.85),
        perspective: pick(0, 0.05),
        rotation: pick(-8, 8),
        hands: pick(0, 1) < 0.3 ? 1 : 0,
        exposure: pick(0.85, 1.02),
        backlight: 0,
        haze: 0,
        blur: 0,
        glareSpots: 0,
        glareStreaks: 0,
        deskGlare: false,
        noise: pick(1, 3),
        quality: pick(0.75, 0.9),
        orientation: 1,
        ...change(pick),
      };
      photos.push({
        file: `p2-${seed}.jpg`,
        half: seed % 2 === 0 ? 'tuning' : 'report',
        kind,
        problems,
        spec,
      });
    }
  });
  return photos;
}

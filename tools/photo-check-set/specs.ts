/**
 * The labelled set: every photo's drawing parameters and what a staff member can still read on
 * it. Degradations come in controlled steps; the levels between "readable" and "not readable"
 * (for example blur sigma 1.2 to 2.2 px per 1000 px) are left out on purpose: their label would
 * be a guess.
 */
import type { PhotoProblem } from '../../src/lib/photoCheck/assess';
import type { PhotoSpec } from './passportPage';

export interface LabelledPhoto {
  file: string;
  /** Problems a staff member meets reading this photo; empty when every field is readable. */
  problems: PhotoProblem[];
  readable: string;
  spec: PhotoSpec;
}

const SIZES: [number, number][] = [
  [1800, 1350],
  [1350, 1800],
  [2000, 1500],
  [1600, 1200],
  [1500, 2000],
];

/** A well-taken photo; `index` varies page text, table, framing, light, rotation and JPEG quality. */
function base(index: number): PhotoSpec {
  const [width, height] = SIZES[index % SIZES.length] as [number, number];
  const wave = (period: number, low: number, high: number) =>
    low + ((Math.sin(index * period + 1.3) + 1) / 2) * (high - low);
  return {
    seed: 101 + index * 7,
    width,
    height,
    rotation: Math.round(wave(2.1, -7, 7) * 10) / 10,
    pageScale: wave(1.7, 0.6, 0.82),
    blur: 0,
    exposure: wave(0.9, 0.88, 1.08),
    washout: 0,
    glare: [],
    longSide: Math.max(width, height),
    quality: wave(1.3, 0.68, 0.85),
    noise: wave(2.9, 1.2, 3),
    falloff: wave(3.7, 0, 0.45),
  };
}

const READABLE = 'every field and both machine-readable lines';
const NOT_READABLE: Record<PhotoProblem, string> = {
  blurry: 'the photo and headings only; numbers and the machine-readable lines are smeared',
  tooDark: 'hardly anything without brightening; digits are lost in noise',
  tooBright: 'the headings only; the print is washed out',
  glare: 'everything except the fields under the burnt-out reflection',
  lowResolution: 'the large print; the machine-readable lines are a few pixels high',
};

export function labelledSet(): LabelledPhoto[] {
  const photos: LabelledPhoto[] = [];
  let index = 0;
  const add = (name: string, problems: PhotoProblem[], change: Partial<PhotoSpec>) => {
    const spec = { ...base(index), ...change };
    index += 1;
    photos.push({
      file: `${String(photos.length + 1).padStart(2, '0')}-${name}.jpg`,
      problems,
      readable: problems.length
        ? problems.map((problem) => NOT_READABLE[problem]).join('; ')
        : READABLE,
      spec,
    });
  };

  // Good photos, including the mild versions of every degradation.
  for (let n = 0; n < 12; n += 1) add('good', [], {});
  for (const blur of [0.4, 0.6, 0.8, 1.0, 0.7, 0.9]) add(`good-blur${blur}`, [], { blur });
  for (const exposure of [0.55, 0.62, 0.7]) add(`good-dim${exposure}`, [], { exposure });
  for (const washout of [0.12, 0.2]) add(`good-bright${washout}`, [], { washout, exposure: 1.12 });
  for (const quality of [0.35, 0.45, 0.5]) add(`good-jpeg${quality}`, [], { quality });
  for (const strength of [0.3, 0.45])
    add(`good-sheen${strength}`, [], { glare: [{ x: 0.6, y: 0.4, rx: 0.25, ry: 0.2, strength }] });
  for (const longSide of [1300, 1450]) add(`good-size${longSide}`, [], { longSide });

  for (const blur of [2.4, 3.2, 4.5, 2.4, 3.2, 4.5, 2.8, 3.8, 2.6, 5.5, 3.0, 4.0])
    add(`blurry${blur}`, ['blurry'], { blur });
  for (const exposure of [0.14, 0.18, 0.22, 0.26, 0.16, 0.2, 0.24, 0.28, 0.3])
    add(`dark${exposure}`, ['tooDark'], { exposure, noise: 5 });
  for (const washout of [0.68, 0.72, 0.76, 0.8, 0.7, 0.74, 0.78, 0.85])
    add(`bright${washout}`, ['tooBright'], { washout, exposure: 1.3 });
  const glares = [
    { x: 0.5, y: 0.85, rx: 0.18, ry: 0.12 },
    { x: 0.7, y: 0.35, rx: 0.15, ry: 0.15 },
    { x: 0.3, y: 0.5, rx: 0.12, ry: 0.2 },
    { x: 0.6, y: 0.6, rx: 0.22, ry: 0.1 },
    { x: 0.45, y: 0.3, rx: 0.1, ry: 0.1 },
    { x: 0.8, y: 0.8, rx: 0.14, ry: 0.09 },
    { x: 0.55, y: 0.45, rx: 0.3, ry: 0.18 },
    { x: 0.25, y: 0.8, rx: 0.16, ry: 0.11 },
    { x: 0.65, y: 0.2, rx: 0.13, ry: 0.12 },
    { x: 0.4, y: 0.65, rx: 0.11, ry: 0.16 },
  ];
  for (const glare of glares) add('glare', ['glare'], { glare: [{ ...glare, strength: 1 }] });
  for (const longSide of [640, 720, 800, 860, 900, 940, 760, 980])
    add(`small${longSide}`, ['lowResolution'], { longSide });

  add('blurry-small', ['blurry', 'lowResolution'], { blur: 3.5, longSide: 800 });
  add('blurry-small', ['blurry', 'lowResolution'], { blur: 4.5, longSide: 900 });
  add('glare-blurry', ['blurry', 'glare'], {
    blur: 3.2,
    glare: [{ x: 0.5, y: 0.5, rx: 0.2, ry: 0.15, strength: 1 }],
  });
  add('bright-small', ['tooBright', 'lowResolution'], {
    washout: 0.75,
    exposure: 1.3,
    longSide: 850,
  });
  add('dark-glare', ['tooDark', 'glare'], {
    exposure: 0.2,
    noise: 5,
    glare: [{ x: 0.5, y: 0.8, rx: 0.1, ry: 0.08, strength: 1 }],
  });
  return photos;
}

import { composeTd3 } from '../../src/lib/mrz/composeTd3';
import { mrzForms, type PassengerName } from '../../src/lib/mrz/matchPassenger';

/** Mulberry32: the same seed always gives the same set. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES = [
  'Walker',
  'Müller',
  'Ødegård',
  'Peña Gómez',
  "O'Neil",
  'Nguyen',
  'Schröder-Weiß',
  'Tanaka',
  'Van der Berg',
  'Åström',
  'Kowalski',
  'Dubois',
  'Smith',
  'Fernández',
  'Lindqvist',
  'Papadopoulos',
  'Wolkenstein-Trostburg',
];
const GIVEN = [
  'Emma',
  'James',
  'Jürgen',
  'Søren',
  'Zoë',
  'José',
  'Anna Maria',
  'Chloé',
  'Liam',
  'Noah',
  'Olivia',
  'Maximilian Alexander',
  'Björn',
  'Élise',
  'Ming',
  'Sophie',
  'Oliver',
];
const STATES = ['GBR', 'D<<', 'USA', 'FRA', 'NOR', 'ESP', 'JPN', 'AUS', 'NLD', 'SWE', 'CAN'];

export interface Conditions {
  /** Page width as a share of the photo width. */
  pageShare: number;
  rotation: number;
  /** Horizontal keystone: -0.08 … 0.08 (one side of the page nearer the lens). */
  keystone: number;
  blur: number;
  noise: number;
  jpegQuality: number;
  /** Darkening of the far side of the page, 0 … 0.6. */
  shading: number;
  glare: { x: number; y: number; radius: number; strength: number }[];
  desk: string;
  paper: string;
}

export interface Sample {
  name: string;
  width: number;
  height: number;
  lines: [string, string];
  passengers: PassengerName[];
  truthId: number;
  /** Drawn so that a careful reader can read the zone (not too blurred, no glare over it). */
  readable: boolean;
  split: 'tune' | 'report';
  conditions: Conditions;
}

const pick = <T>(next: () => number, list: readonly T[]) => list[Math.floor(next() * list.length)];
const between = (next: () => number, low: number, high: number) => low + next() * (high - low);
const digits = (next: () => number, count: number) =>
  Array.from({ length: count }, () => Math.floor(next() * 10)).join('');
const date = (next: () => number, from: number, to: number) => {
  const year = Math.floor(between(next, from, to)) % 100;
  const month = 1 + Math.floor(next() * 12);
  const day = 1 + Math.floor(next() * 28);
  return [year, month, day].map((part) => String(part).padStart(2, '0')).join('');
};

export function makeSample(seed: number, index: number, size: [number, number]): Sample {
  const next = random(seed * 100003 + index);
  const surname = pick(next, SURNAMES);
  const given = pick(next, GIVEN);
  const truthId = 1;
  const relatives = [pick(next, GIVEN), pick(next, GIVEN)].filter((name) => name !== given);
  const passengers: PassengerName[] = [
    {
      id: truthId,
      firstname: given.split(' ')[0],
      middlename: given.split(' ')[1],
      lastname: surname,
    },
    ...relatives.map((name, at) => ({ id: 2 + at, firstname: name, lastname: surname })),
    { id: 9, firstname: pick(next, GIVEN), lastname: pick(next, SURNAMES) },
  ].filter((passenger, at) => at === 0 || passenger.firstname !== given.split(' ')[0]);
  const state = pick(next, STATES);
  // The issuer writes accents one of the ICAO ways (Müller as MUELLER or MULLER).
  const written = (name: string) =>
    name
      .split(/[\s-]+/)
      .map((word) => pick(next, mrzForms(word)))
      .join(' ');
  const lines = composeTd3({
    issuingState: state,
    surname: written(surname),
    givenNames: written(given),
    documentNumber: next() < 0.5 ? digits(next, 9) : `C${digits(next, 3)}X${digits(next, 4)}`,
    nationality: state,
    birth: date(next, 1940, 2020),
    sex: pick(next, ['M', 'F', '<'] as const),
    expiry: date(next, 2024, 2036),
    personalNumber: next() < 0.4 ? digits(next, 10) : '',
  });
  const hard = next() < 0.12;
  const blur = hard ? between(next, 3.5, 6) : between(next, 0, 1.6);
  const glare = Array.from({ length: Math.floor(next() * 3) }, () => ({
    x: next(),
    y: next(),
    radius: between(next, 0.05, 0.2),
    strength: between(next, 0.3, 0.6),
  }));
  if (hard && next() < 0.5)
    glare.push({ x: between(next, 0.3, 0.7), y: 0.88, radius: 0.22, strength: 1 });
  return {
    name: `mrz-${String(index).padStart(4, '0')}`,
    width: size[0],
    height: size[1],
    lines,
    passengers,
    truthId,
    readable: !hard,
    split: index % 2 === 0 ? 'tune' : 'report',
    conditions: {
      pageShare: between(next, 0.5, 0.92),
      rotation: between(next, -5, 5),
      keystone: between(next, -0.08, 0.08),
      blur,
      noise: between(next, 0, 14),
      jpegQuality: between(next, 0.45, 0.95),
      shading: between(next, 0, 0.55),
      glare,
      desk: pick(next, ['#6b4f3a', '#2b2b2b', '#e8e4dc', '#8a9aa8', '#f4f4f2']),
      paper: pick(next, ['#f3efe4', '#eef2ea', '#f6ecee', '#e9eef5']),
    },
  };
}

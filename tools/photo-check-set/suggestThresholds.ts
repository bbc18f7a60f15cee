import type { PhotoProblem, PhotoStats } from '../../src/lib/photoCheck/assess';

interface Row {
  photo: { problems: PhotoProblem[] };
  stats: PhotoStats;
}

/**
 * Halfway between the closest photos either side: `below` when the problem shows as a low value
 * (so the threshold sits between the highest bad value and the lowest value of the rest).
 * Photos where another problem hides this statistic are left out (`ignore`).
 */
function boundary(
  rows: Row[],
  problem: PhotoProblem,
  value: (stats: PhotoStats) => number,
  below: boolean,
  ignore: PhotoProblem[] = [],
) {
  const kept = rows.filter((row) => !ignore.some((other) => row.photo.problems.includes(other)));
  const bad = kept
    .filter((row) => row.photo.problems.includes(problem))
    .map((row) => value(row.stats));
  const rest = kept
    .filter((row) => !row.photo.problems.includes(problem))
    .map((row) => value(row.stats));
  const worstBad = below ? Math.max(...bad) : Math.min(...bad);
  const bestRest = below ? Math.min(...rest) : Math.max(...rest);
  const separated = below ? worstBad < bestRest : worstBad > bestRest;
  return {
    threshold: Number(((worstBad + bestRest) / 2).toFixed(4)),
    badEdge: Number(worstBad.toFixed(4)),
    restEdge: Number(bestRest.toFixed(4)),
    separated,
  };
}

export function suggestThresholds(rows: Row[]) {
  return {
    minSharpness: boundary(rows, 'blurry', (stats) => stats.sharpness, true, [
      'tooDark',
      'tooBright',
    ]),
    minBrightP95: boundary(rows, 'tooDark', (stats) => stats.p95, true),
    maxDarkP5: boundary(rows, 'tooBright', (stats) => stats.p5, false),
    maxGlareShare: boundary(rows, 'glare', (stats) => stats.glare, false, ['tooBright']),
    minWashedOutClipped: boundary(rows, 'tooBright', (stats) => stats.clipped, false),
  };
}

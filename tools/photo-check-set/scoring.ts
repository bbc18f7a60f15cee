/** What both labelled sets' evaluate.ts share: running the check on photos, and the figures. */
import type { Page } from 'playwright';
import type { PhotoProblem, PhotoStats } from '../../src/lib/photoCheck/assess';

export const PROBLEMS: PhotoProblem[] = [
  'blurry',
  'tooDark',
  'tooBright',
  'glare',
  'lowResolution',
];

export const percent = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)} % (${part}/${whole})` : 'n/a';

/** Runs the portal's check in the harness page on each photo served under `/set/`. */
export async function assessAll<P extends { file: string }>(page: Page, photos: P[]) {
  const rows: { photo: P; stats: PhotoStats; found: PhotoProblem[] }[] = [];
  for (const photo of photos) {
    const check = await page.evaluate((file) => window.assessUrl(`/set/${file}`), photo.file);
    rows.push({ photo, stats: check.stats, found: check.problems });
  }
  return rows;
}

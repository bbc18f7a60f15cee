import type { PhotoProblem } from '../../lib/photoCheck/assess';

/**
 * Says what was checked and no more: the check judges sharpness and light, not whether the
 * picture is a passport ("Looks good" on a photo of anything misled a guest).
 */
export const NO_PROBLEM_SEEN = 'Sharp and well lit';

/** Each problem's opening words and one short tip. */
export const PHOTO_PROBLEM_TEXTS: Record<PhotoProblem, { title: string; tip: string }> = {
  blurry: { title: 'Blurry photo', tip: 'wipe the lens, hold the phone steady and tap to focus.' },
  tooDark: { title: 'Too dark', tip: 'turn on a light or move near a window.' },
  tooBright: { title: 'Too bright', tip: 'move out of direct light.' },
  glare: { title: 'Glare on the page', tip: 'tilt the passport away from the light.' },
  lowResolution: { title: 'Low resolution', tip: 'move closer or use the full camera size.' },
};

export const UPLOAD_ANYWAY_HINT = 'You can still upload it, or remove it and retake.';

/** What a screen reader hears once when a checked photo is staged. */
export function verdictAnnouncement(fileName: string, problems: readonly PhotoProblem[]): string {
  if (problems.length === 0) return `${fileName}: ${NO_PROBLEM_SEEN}.`;
  const titles = problems.map((problem) => PHOTO_PROBLEM_TEXTS[problem].title);
  return `${fileName}: ${titles.join(', ')}. ${UPLOAD_ANYWAY_HINT}`;
}

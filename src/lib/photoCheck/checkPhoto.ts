import { photoProblems, photoStats, type PhotoProblem, type PhotoStats } from './assess';
import { middlePatch, planeFromImage } from './readPlane';
import { RESAMPLING_PATCH } from './resampling';

export interface PhotoCheck {
  problems: PhotoProblem[];
  stats: PhotoStats;
}

/** Assesses a decoded photo at full resolution (call it before the photo is shrunk). */
export function checkPhoto(image: ImageBitmap): PhotoCheck {
  const stats = photoStats(
    planeFromImage(image),
    Math.max(image.width, image.height),
    middlePatch(image, RESAMPLING_PATCH),
  );
  return { problems: photoProblems(stats), stats };
}

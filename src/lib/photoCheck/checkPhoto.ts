import { photoProblems, photoStats, type PhotoProblem, type PhotoStats } from './assess';
import { planeFromImage } from './readPlane';

export interface PhotoCheck {
  problems: PhotoProblem[];
  stats: PhotoStats;
}

/** Assesses a decoded photo at full resolution (call it before the photo is shrunk). */
export function checkPhoto(image: ImageBitmap): PhotoCheck {
  const stats = photoStats(planeFromImage(image), Math.max(image.width, image.height));
  return { problems: photoProblems(stats), stats };
}

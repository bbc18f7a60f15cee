import { startTransition, useCallback, useState } from 'react';
import { compressAndCheckPhoto, compressImage } from '../../lib/imageCompression/compressImage';
import type { MrzRead } from '../../lib/mrz/td3';
import type { PhotoProblem } from '../../lib/photoCheck/assess';
import { rememberChosen, whereIs } from './chosenFiles';
import { checkFiles } from './fileChecks';

type CheckImage = typeof compressAndCheckPhoto;

export interface FileIntakeOptions {
  /** Uploaded documents plus files already in the staged list. */
  currentCount: number;
  /** The booking's limit over uploaded and staged files. */
  maxFiles: number;
  /** The staged list, so a file already in it is not staged again. */
  staged?: readonly { file: File; status: string }[];
  /** Names of the uploaded documents, so a file uploaded from this tab is not sent again. */
  uploadedNames?: readonly string[];
  onAccepted: (files: File[], photoChecks: ReadonlyMap<File, readonly PhotoProblem[]>) => void;
  compress?: (file: File) => Promise<File>;
  /** Passports: images are also checked for legibility while they are compressed. */
  checkPhotos?: boolean;
  checkImage?: CheckImage;
  /**
   * Passports: a checked photo's machine-readable zone, read after the photo was staged (null when
   * unreadable). Never before `onAccepted` has staged the file.
   */
  onZoneRead?: (file: File, zone: MrzRead | null) => void;
}

const NONE: readonly { file: File; status: string }[] = [];
const NO_NAMES: readonly string[] = [];

/** Runs the checks (and image compression) on every chosen, dropped or captured file. */
export function useFileIntake({
  currentCount,
  maxFiles,
  staged = NONE,
  uploadedNames = NO_NAMES,
  onAccepted,
  compress = compressImage,
  checkPhotos = false,
  checkImage = compressAndCheckPhoto,
  onZoneRead,
}: FileIntakeOptions) {
  const [preparing, setPreparing] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);

  const intake = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      setPreparing(true);
      setMessages([]);
      const photoChecks = new Map<File, readonly PhotoProblem[]>();
      // Zones read while later files of the same choice are still being prepared wait until the
      // files are staged.
      let filesStaged = false;
      const earlyZones = new Map<File, MrzRead | null>();
      const noteZone = (file: File, zone: MrzRead | null) => {
        if (filesStaged) onZoneRead?.(file, zone);
        else earlyZones.set(file, zone);
      };
      const prepare = checkPhotos
        ? async (file: File) => {
            const checked = checkImage(file, undefined, (zone) => {
              void checked.then(({ file: prepared }) => noteZone(prepared, zone));
            });
            const { file: prepared, photoProblems } = await checked;
            if (photoProblems) photoChecks.set(prepared, photoProblems);
            return prepared;
          }
        : compress;
      try {
        const result = await checkFiles(files, {
          currentCount,
          maxFiles,
          compress: prepare,
          known: (fingerprint) => whereIs(fingerprint, staged, uploadedNames),
        });
        result.fingerprints.forEach((fingerprint, file) => rememberChosen(file, fingerprint));
        // Drawn as a transition, which React renders in slices: the staged rows, their traveller
        // choices and the bar at once held a phone's main thread for 140 ms. The zones below are
        // applied after the files in any case (React replays a reducer's updates in order).
        startTransition(() => {
          onAccepted(result.accepted, photoChecks);
          setMessages(result.messages);
          setPreparing(false);
        });
        filesStaged = true;
        earlyZones.forEach((zone, file) => onZoneRead?.(file, zone));
      } finally {
        if (!filesStaged) setPreparing(false);
      }
    },
    [
      checkImage,
      checkPhotos,
      compress,
      currentCount,
      maxFiles,
      onAccepted,
      onZoneRead,
      staged,
      uploadedNames,
    ],
  );

  const clearMessages = useCallback(() => setMessages([]), []);
  return { intake, preparing, messages, clearMessages };
}

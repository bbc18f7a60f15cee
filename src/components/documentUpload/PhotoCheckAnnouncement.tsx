import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../visuallyHidden';
import { zoneAnnouncement } from './PassportZoneNote';
import { verdictAnnouncement } from './photoVerdictTexts';
import type { StagedFile } from './uploadQueue';

/**
 * The text of a polite live region: each photo verdict is announced once, when its file is staged,
 * and each zone read once, when it arrives (it can change the file's traveller); not again on later
 * renders (progress, other files, removal).
 */
function usePhotoCheckMessage(items: readonly StagedFile[]): string {
  const announcedVerdicts = useRef(new Set<string>());
  const announcedZones = useRef(new Set<string>());
  const [message, setMessage] = useState('');
  useEffect(() => {
    const verdicts = items.filter(
      (item) => item.photoProblems && !announcedVerdicts.current.has(item.key),
    );
    const zones = items.filter(
      (item) => item.passportZone && !announcedZones.current.has(item.key),
    );
    if (verdicts.length === 0 && zones.length === 0) return;
    verdicts.forEach((item) => announcedVerdicts.current.add(item.key));
    zones.forEach((item) => announcedZones.current.add(item.key));
    setMessage(
      [
        ...verdicts.map((item) => verdictAnnouncement(item.file.name, item.photoProblems ?? [])),
        ...zones.map((item) =>
          item.passportZone ? zoneAnnouncement(item.file.name, item.passportZone) : '',
        ),
      ].join(' '),
    );
  }, [items]);
  return message;
}

export interface PhotoCheckAnnouncementProps {
  items: readonly StagedFile[];
  /** Told after each new announcement (a verdict or zone read that made its row taller). */
  onAnnounced: () => void;
}

/**
 * The live region of the photo check. A component of its own: a new announcement renders this
 * alone, not the section around it with every staged row and its list of travellers.
 */
export function PhotoCheckAnnouncement({ items, onAnnounced }: PhotoCheckAnnouncementProps) {
  const message = usePhotoCheckMessage(items);
  const announced = useRef(onAnnounced);
  useEffect(() => {
    announced.current = onAnnounced;
  });
  useEffect(() => {
    if (message) announced.current();
  }, [message]);
  return (
    <Box role="status" aria-live="polite" aria-label="Photo check" sx={visuallyHidden}>
      {message}
    </Box>
  );
}

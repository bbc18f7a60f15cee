import { useEffect, useRef, useState } from 'react';
import { zoneAnnouncement } from './PassportZoneNote';
import { verdictAnnouncement } from './photoVerdictTexts';
import type { StagedFile } from './uploadQueue';

/**
 * The text of a polite live region: each photo verdict is announced once, when its file is staged,
 * and each zone read once, when it arrives (it can change the file's traveller); not again on later
 * renders (progress, other files, removal).
 */
export function usePhotoVerdictAnnouncement(items: readonly StagedFile[]): string {
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

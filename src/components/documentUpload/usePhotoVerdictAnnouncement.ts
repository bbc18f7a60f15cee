import { useEffect, useRef, useState } from 'react';
import { verdictAnnouncement } from './photoVerdictTexts';
import type { StagedFile } from './uploadQueue';

/**
 * The text of a polite live region: each verdict is announced once, when its file is staged,
 * and not again on later renders (progress, other files, removal).
 */
export function usePhotoVerdictAnnouncement(items: readonly StagedFile[]): string {
  const announced = useRef(new Set<string>());
  const [message, setMessage] = useState('');
  useEffect(() => {
    const fresh = items.filter((item) => item.photoProblems && !announced.current.has(item.key));
    if (fresh.length === 0) return;
    fresh.forEach((item) => announced.current.add(item.key));
    setMessage(
      fresh.map((item) => verdictAnnouncement(item.file.name, item.photoProblems ?? [])).join(' '),
    );
  }, [items]);
  return message;
}

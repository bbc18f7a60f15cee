import { useCallback, useState } from 'react';
import { compressImage } from '../../lib/imageCompression/compressImage';
import { checkFiles } from './fileChecks';

export interface FileIntakeOptions {
  /** Uploaded documents plus files already in the staged list. */
  currentCount: number;
  onAccepted: (files: File[]) => void;
  compress?: (file: File) => Promise<File>;
}

/** Runs the checks (and image compression) on every chosen, dropped or captured file. */
export function useFileIntake({
  currentCount,
  onAccepted,
  compress = compressImage,
}: FileIntakeOptions) {
  const [preparing, setPreparing] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);

  const intake = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      setPreparing(true);
      setMessages([]);
      try {
        const result = await checkFiles(files, { currentCount, compress });
        onAccepted(result.accepted);
        setMessages(result.messages);
      } finally {
        setPreparing(false);
      }
    },
    [compress, currentCount, onAccepted],
  );

  const clearMessages = useCallback(() => setMessages([]), []);
  return { intake, preparing, messages, clearMessages };
}

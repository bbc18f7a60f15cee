import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import type { MrzRead } from '../../lib/mrz/td3';
import type { PhotoProblem } from '../../lib/photoCheck/assess';
import { markActedOn } from '../useKeepFocusClear';
import { DropZone } from './DropZone';
import { PhotoCheckAnnouncement } from './PhotoCheckAnnouncement';
import { MISSING_TRAVELLER_MARK, StagedFileList } from './StagedFileList';
import type { TravellerChoice } from './types';
import { UploadControls } from './UploadControls';
import { useFileIntake } from './useFileIntake';
import { useStagedFocus } from './useStagedFocus';
import type { useUploadQueue } from './useUploadQueue';
import { useWebcamAvailable } from './useWebcamAvailable';
import { WebcamCaptureDialog } from './WebcamCaptureDialog';

export interface AddDocumentsSectionProps {
  queue: ReturnType<typeof useUploadQueue>;
  uploadedCount: number;
  /** The booking's limit over uploaded and staged files. */
  maxFiles: number;
  /** Names of the uploaded documents (a file uploaded from this tab is not staged again). */
  uploadedNames?: readonly string[];
  /** Page-specific help beside the drop zone (the passport sample). */
  sample?: ReactNode;
  uploadButtonRef?: Ref<HTMLButtonElement>;
  /** Passports: staged images get the photo check's verdict. */
  checkPhotos?: boolean;
  /** The Choose files button, also used by the page's reminder. */
  chooseButtonRef: RefObject<HTMLButtonElement | null>;
  /** The confirm button: the focus goes there once an upload has stored every file. */
  nextStepRef: RefObject<HTMLButtonElement | null>;
  /** Passports: each staged file gets a traveller. */
  travellers?: TravellerChoice;
}

/** Drop zone, webcam, check messages, staged files and the upload controls. */
export function AddDocumentsSection({
  queue,
  uploadedCount,
  maxFiles,
  uploadedNames,
  sample,
  uploadButtonRef,
  checkPhotos = false,
  chooseButtonRef,
  nextStepRef,
  travellers,
}: AddDocumentsSectionProps) {
  const webcam = useWebcamAvailable();
  const [cameraOpen, setCameraOpen] = useState(false);
  const { add } = queue;
  const onAccepted = useCallback(
    (files: File[], photoChecks: ReadonlyMap<File, readonly PhotoProblem[]>) =>
      add(files, photoChecks, travellers?.defaultTraveller),
    [add, travellers],
  );
  const { noteZone } = queue;
  const onZoneRead = useCallback(
    (file: File, zone: MrzRead | null) => {
      if (!zone || !travellers) return;
      const { travellerId, note } = travellers.readZone(zone);
      noteZone(file, note, travellerId);
    },
    [noteZone, travellers],
  );
  const { intake, preparing, messages, clearMessages } = useFileIntake({
    currentCount: uploadedCount + queue.items.length,
    maxFiles,
    staged: queue.items,
    uploadedNames,
    onAccepted,
    checkPhotos,
    onZoneRead,
  });
  // After the file picker closes the guest may be scrolled anywhere: bring the verdict into view,
  // from its first line (with advice it can be taller than the room a bar leaves below it).
  const messagesRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messages.length > 0) messagesRef.current?.scrollIntoView?.({ block: 'start' });
  }, [messages]);
  // Files added (chosen, dropped, captured) or an upload started, from here or from the bar:
  // the staged list and its progress come into view, so the guest sees the second step.
  const staged = useRef<HTMLDivElement>(null);
  const count = queue.items.length;
  const seen = useRef(count);
  useEffect(() => {
    const grew = count > seen.current;
    seen.current = count;
    // Unless this choice was partly rejected: the rejection names the files left out, it stays in view.
    const rejected = messagesRef.current !== null;
    if ((grew && !rejected) || queue.running)
      staged.current?.scrollIntoView?.({ block: 'nearest' });
    // A reminder or bar that comes later (the reminder's delay) keeps clear of them too, or of the
    // rejection when there is one.
    if (grew) markActedOn(rejected ? messagesRef.current : staged.current);
  }, [count, queue.running]);
  // A photo's verdict arrives after the row shows and makes it taller: it comes into view too,
  // unless a rejection is showing (it stays in view, as above).
  const showVerdict = useCallback(() => {
    if (messagesRef.current === null) staged.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  // Upload found a file whose traveller is unchosen: the focus goes to the first such choice,
  // whose message says what is missing.
  const { travellerAsks } = queue;
  useEffect(() => {
    if (travellerAsks > 0)
      staged.current?.querySelector<HTMLElement>(`[${MISSING_TRAVELLER_MARK}]`)?.focus();
  }, [travellerAsks]);
  const removeAndRefocus = useStagedFocus({
    items: queue.items,
    running: queue.running,
    remove: queue.remove,
    list: staged,
    chooseButton: chooseButtonRef,
    nextStep: nextStepRef,
  });

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: sample ? 'minmax(240px, 320px) 1fr' : '1fr' },
          alignItems: 'stretch',
        }}
      >
        {sample}
        <DropZone
          onFiles={(files) => void intake(files)}
          preparing={preparing}
          disabled={queue.running}
          onTakePhoto={webcam ? () => setCameraOpen(true) : undefined}
          chooseButtonRef={chooseButtonRef}
          maxFiles={maxFiles}
        />
      </Box>
      {messages.length > 0 ? (
        <Alert ref={messagesRef} severity="error" role="alert" onClose={clearMessages}>
          {messages.length === 1 ? (
            messages[0]
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {messages.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </Box>
          )}
        </Alert>
      ) : null}
      {queue.items.length > 0 ? (
        <Stack spacing={2} ref={staged}>
          <StagedFileList
            items={queue.items}
            running={queue.running}
            onRemove={removeAndRefocus}
            onRetry={(key) => void queue.retry(key)}
            travellers={travellers?.options}
            onAssign={queue.assign}
          />
          <UploadControls
            progress={queue.progress}
            running={queue.running}
            pendingCount={queue.pendingCount}
            onUpload={() => {
              clearMessages();
              void queue.uploadAll();
            }}
            onCancel={queue.cancel}
            uploadButtonRef={uploadButtonRef}
          />
        </Stack>
      ) : null}
      {checkPhotos ? (
        <PhotoCheckAnnouncement items={queue.items} onAnnounced={showVerdict} />
      ) : null}
      <WebcamCaptureDialog
        open={cameraOpen}
        onClose={() => setCameraOpen(false)}
        onCapture={(file) => {
          setCameraOpen(false);
          void intake([file]);
        }}
      />
    </Stack>
  );
}

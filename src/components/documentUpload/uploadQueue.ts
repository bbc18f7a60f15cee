import type { PhotoProblem } from '../../lib/photoCheck/assess';

/** The staged-files list as a pure reducer, so every transition is testable on its own. */
export type StagedStatus = 'staged' | 'uploading' | 'uploaded' | 'failed';

export interface StagedFile {
  key: string;
  file: File;
  status: StagedStatus;
  /** Percent of this file sent, 0 to 100. */
  progress: number;
  /** Why the last attempt failed (kept with the file so the guest can retry). */
  error: string | null;
  /** Failed because the task was submitted meanwhile: no retry can succeed. */
  locked?: boolean;
  /** The photo check's verdict (passports); absent when the file was not checked. */
  photoProblems?: readonly PhotoProblem[];
  /**
   * Passports: whose passport the file is. A traveller's id; null for another document (it keeps
   * its file name); absent while nobody is chosen, and then Upload asks for the choice.
   */
  travellerId?: number | null;
  /** The guest chose the traveller: a zone read later does not change it. */
  travellerChosenByHand?: boolean;
  /** Upload was pressed while nobody was chosen: the choice is marked as missing until made. */
  travellerAsked?: boolean;
  /** Passports: what the device read from the photo's machine-readable zone. */
  passportZone?: ZoneNote;
}

/** What the device read from a passport's zone, as the guest reads it; it is never sent. */
export interface ZoneNote {
  /** The traveller the zone names, or null when it names none of the booking's. */
  holder: string | null;
  /** The expiry against the tour's last day, or null when the tour's dates are unknown. */
  expiry: { message: string; validThroughTour: boolean } | null;
}

export interface AddedFile {
  key: string;
  file: File;
  photoProblems?: readonly PhotoProblem[];
  travellerId?: number;
}

export interface QueueState {
  items: StagedFile[];
  /** Keys of the files in the current (or last) upload run; drives the progress bar. */
  run: string[];
  running: boolean;
  /** Upload presses that found a traveller unchosen: each one moves the focus to the first. */
  travellerAsks: number;
}

export type QueueAction =
  | { type: 'added'; files: AddedFile[] }
  | { type: 'removed'; key: string }
  | { type: 'assigned'; key: string; travellerId: number | null }
  /** `travellerId`: the traveller the zone names, null when it names none of them. */
  | { type: 'zoneRead'; file: File; note: ZoneNote; travellerId: number | null }
  /** Upload found these staged files with nobody chosen: nothing is sent, the choice is asked. */
  | { type: 'travellersAsked'; keys: string[] }
  | { type: 'runStarted'; keys: string[] }
  | { type: 'fileStarted'; key: string }
  | { type: 'progressed'; key: string; progress: number }
  | { type: 'fileUploaded'; key: string }
  | { type: 'fileFailed'; key: string; error: string; locked?: boolean }
  | { type: 'runEnded' }
  | { type: 'uploadedCleared' };

export const initialQueue: QueueState = { items: [], run: [], running: false, travellerAsks: 0 };

const update = (state: QueueState, key: string, change: Partial<StagedFile>): QueueState => ({
  ...state,
  items: state.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
});

export function queueReducer(state: QueueState, action: QueueAction): QueueState {
  switch (action.type) {
    case 'added':
      return {
        ...state,
        items: [
          ...state.items,
          ...action.files.map((added) => ({
            ...added,
            status: 'staged' as const,
            progress: 0,
            error: null,
          })),
        ],
      };
    case 'removed':
      return {
        ...state,
        items: state.items.filter((item) => item.key !== action.key || item.status === 'uploading'),
        run: state.run.filter((key) => key !== action.key),
      };
    case 'assigned':
      return update(state, action.key, {
        travellerId: action.travellerId,
        travellerChosenByHand: true,
        travellerAsked: false,
      });
    case 'zoneRead':
      // The read names the traveller unless the guest has chosen one; a passport of nobody on the
      // booking is not left under the traveller it was given by default: the guest is asked. A
      // file no longer staged (removed, or rejected after its compression) has nothing to note.
      return {
        ...state,
        items: state.items.map((item) => {
          if (item.file !== action.file) return item;
          if (item.travellerChosenByHand) return { ...item, passportZone: action.note };
          return {
            ...item,
            passportZone: action.note,
            travellerId: action.travellerId ?? undefined,
            travellerAsked: action.travellerId === null && item.travellerAsked,
          };
        }),
      };
    case 'travellersAsked':
      return {
        ...state,
        items: state.items.map((item) =>
          action.keys.includes(item.key) ? { ...item, travellerAsked: true } : item,
        ),
        travellerAsks: state.travellerAsks + 1,
      };
    case 'runStarted':
      return { ...state, run: action.keys, running: true };
    case 'fileStarted':
      return update(state, action.key, {
        status: 'uploading',
        progress: 0,
        error: null,
        locked: false,
      });
    case 'progressed':
      return update(state, action.key, { progress: action.progress });
    case 'fileUploaded':
      return update(state, action.key, { status: 'uploaded', progress: 100, error: null });
    case 'fileFailed':
      // The file stays in the list, marked, so nothing the guest chose is lost.
      return update(state, action.key, {
        status: 'failed',
        progress: 0,
        error: action.error,
        locked: action.locked,
      });
    case 'runEnded':
      return { ...state, running: false };
    case 'uploadedCleared':
      return {
        ...state,
        items: state.items.filter((item) => item.status !== 'uploaded'),
        run: state.running ? state.run : [],
      };
  }
}

/** Overall progress is the average of the per-file percentages. */
export function averageProgress(percentages: readonly number[]): number {
  if (percentages.length === 0) return 0;
  const sum = percentages.reduce((total, value) => total + value, 0);
  return Math.round(sum / percentages.length);
}

export function runProgress(state: QueueState): number {
  const inRun = state.items.filter((item) => state.run.includes(item.key));
  return averageProgress(inRun.map((item) => (item.status === 'uploaded' ? 100 : item.progress)));
}

/** Files an Upload press sends: staged ones, and failed ones a retry can still store. */
export const isWaiting = (item: StagedFile) =>
  item.status === 'staged' || (item.status === 'failed' && !item.locked);

/** Files the guest can take out of the list: not being sent, not stored. */
export const isRemovable = (item: StagedFile) =>
  item.status === 'staged' || item.status === 'failed';

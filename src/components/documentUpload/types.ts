import type { DocumentList } from '../../api/responses';
import type { DocumentResourceKey } from '../../api/uploadRequest';
import type { PageQuery } from '../PageLoad';
import type { MrzRead } from '../../lib/mrz/td3';
import type { StagedFile, ZoneNote } from './uploadQueue';

/** Every text that differs between the passport and the flight page. */
export interface DocumentUploadTexts {
  intro: string;
  confirmLabel: string;
  stickyMessage: string;
  reminderMessage: string;
  confirmQuestion: string;
}

export interface DocumentUploadConfig {
  taskKey: 'passports' | 'flights';
  resourceKey: DocumentResourceKey;
  texts: DocumentUploadTexts;
  /** The task's list call. */
  query: PageQuery<DocumentList>;
  /**
   * DELETE {list}/delete/{id}, as the mutation's `unwrap()` gives it: an `WithStatus<T>` at run
   * time (portalApi keeps the HTTP status), which the generated types do not say.
   */
  deleteDocument: (id: number) => Promise<unknown>;
  /** Help shown beside the drop zone while the task is open (passports: the sample card). */
  sample?: React.ReactNode;
  /**
   * Check staged images for legibility (passports: staff transcribe them; flight documents are
   * often PDFs or screenshots and are not checked).
   */
  checkPhotos?: boolean;
  travellers?: TravellerChoice;
}

/** Passports: every staged file is given to a traveller and uploaded under their name. */
export interface TravellerChoice {
  /** The booking's travellers, in their order, as the select offers them. */
  options: readonly { id: number; label: string }[];
  /**
   * The traveller every new file starts with: the only one of a booking of one. Otherwise nobody:
   * the guest (or the passport's zone) says whose it is, never the list's order.
   */
  defaultTraveller?: number;
  /** The file as uploaded; `sent` names the files this run sent already. */
  sendAs: (item: StagedFile, sent: readonly string[]) => File;
  /** The traveller list, shown above the uploaded documents. */
  list: React.ReactNode;
  /** Asked in the confirm dialog while a traveller has no passport, else null. */
  confirmWarning: string | null;
  /**
   * Where the travellers' passports stand ("1 of 2 travellers has no passport yet.", "Every
   * traveller has a passport uploaded (2 of 2)."): the bar leads with it while one is missing,
   * the page's only-the-confirm-is-left note once none is.
   */
  summary: string;
  /** What a passport's zone, read on the device, says: whose it is, and whether it lasts the tour. */
  readZone: (zone: MrzRead) => { travellerId: number | null; note: ZoneNote };
  /** A file the server stored under `sentName`: what was read of it stays on this device. */
  uploaded: (item: StagedFile, sentName: string) => void;
}

import type { DocumentList } from '../../api/answers';
import type { DocumentResourceKey } from '../../api/uploadRequest';
import type { PageQuery } from '../PageLoad';

/** Every text that differs between the passport and the flight page. */
export interface DocumentUploadTexts {
  title: string;
  intro: string;
  loading: string;
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
   * DELETE {list}/delete/{id}, as the mutation's `unwrap()` gives it: an `Answered<T>` at run
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
}

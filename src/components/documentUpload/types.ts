import type { Document } from '../../api/generated';
import type { DocumentResourceKey } from '../../api/uploadDocument';
import type { StatusMessages } from '../task/statusModel';

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

/** The page's list query, reduced to what the upload page reads. */
export interface DocumentListView {
  status: string | null;
  statusMessages: StatusMessages | null;
  documents: Document[];
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
}

export interface DocumentUploadConfig {
  taskKey: 'passports' | 'flights';
  resourceKey: DocumentResourceKey;
  texts: DocumentUploadTexts;
  list: DocumentListView;
  /**
   * DELETE {list}/delete/{id}, as the mutation's `unwrap()` gives it: an `Answered<T>` at run
   * time (portalApi keeps the HTTP status), which the generated types do not say.
   */
  deleteDocument: (id: number) => Promise<unknown>;
  /** PATCH {list}/submit with the task's status field set to processing. */
  submitDocuments: () => Promise<unknown>;
  /** Help shown beside the drop zone while the task is open (passports: the sample card). */
  sample?: React.ReactNode;
}

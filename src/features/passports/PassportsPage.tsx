import { useCallback } from 'react';
import {
  useDeleteCustomerDocumentMutation,
  useListCustomerDocumentsQuery,
} from '../../api/portalApi';
import { DocumentUploadPage } from '../../components/documentUpload/DocumentUploadPage';
import type { DocumentUploadTexts } from '../../components/documentUpload/types';
import { PassportSampleCard } from './PassportSampleCard';
import { useTravellerChoice } from './useTravellerChoice';

export const PASSPORT_TEXTS: DocumentUploadTexts = {
  intro:
    'Upload a clear photo or scan of the photo page of the passport of every passenger on this reservation.',
  confirmLabel: 'Confirm Passport Submission',
  stickyMessage: 'One last step: Please confirm your passport images.',
  reminderMessage: 'After uploading all passport images, press the Confirm button.',
  confirmQuestion: 'Do you want to submit your passport images to our team for processing?',
};

export default function PassportsPage() {
  const query = useListCustomerDocumentsQuery();
  const [deleteDocument] = useDeleteCustomerDocumentMutation();

  const remove = useCallback((id: number) => deleteDocument({ id }).unwrap(), [deleteDocument]);
  const travellers = useTravellerChoice();

  return (
    <DocumentUploadPage
      taskKey="passports"
      resourceKey="customer_documents"
      texts={PASSPORT_TEXTS}
      query={query}
      deleteDocument={remove}
      sample={<PassportSampleCard />}
      checkPhotos
      travellers={travellers}
    />
  );
}

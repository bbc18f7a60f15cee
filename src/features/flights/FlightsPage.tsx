import { useCallback } from 'react';
import { useDeleteFlightDocumentMutation, useListFlightDocumentsQuery } from '../../api/portalApi';
import { DocumentUploadPage } from '../../components/documentUpload/DocumentUploadPage';
import type { DocumentUploadTexts } from '../../components/documentUpload/types';

export const FLIGHT_TEXTS: DocumentUploadTexts = {
  intro:
    'Upload your e-ticket or flight itinerary (arrival and departure flights) so that our team can meet you on arrival.',
  confirmLabel: 'Confirm Document(s) Submission',
  stickyMessage: 'One last step: Please confirm your flight documents.',
  reminderMessage: 'After uploading your flight document(s), click the Confirm Button.',
  confirmQuestion: 'Do you want to submit your flight documents to our team for processing?',
};

export default function FlightsPage() {
  const query = useListFlightDocumentsQuery();
  const [deleteDocument] = useDeleteFlightDocumentMutation();

  const remove = useCallback((id: number) => deleteDocument({ id }).unwrap(), [deleteDocument]);

  return (
    <DocumentUploadPage
      taskKey="flights"
      resourceKey="flight_documents"
      texts={FLIGHT_TEXTS}
      query={query}
      deleteDocument={remove}
    />
  );
}

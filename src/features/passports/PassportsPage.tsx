import { useCallback } from 'react';
import {
  useDeleteCustomerDocumentMutation,
  useListCustomerDocumentsQuery,
  useSubmitCustomerDocumentsMutation,
} from '../../api/portalApi';
import { DocumentUploadPage } from '../../components/documentUpload/DocumentUploadPage';
import type { DocumentUploadTexts } from '../../components/documentUpload/types';
import { PassportSampleCard } from './PassportSampleCard';

export const PASSPORT_TEXTS: DocumentUploadTexts = {
  title: 'Passport Upload',
  intro:
    'Upload a clear photo or scan of the photo page of the passport of every passenger on this reservation.',
  loading: 'Loading passport documents...',
  confirmLabel: 'Confirm Passport Submission',
  stickyMessage: 'One last step: Please confirm your passport images.',
  reminderMessage: 'After uploading all passport images, press the Confirm button.',
  confirmQuestion: 'Do you want to submit your passport images to our team for processing?',
};

export default function PassportsPage() {
  const query = useListCustomerDocumentsQuery();
  const [deleteDocument] = useDeleteCustomerDocumentMutation();
  const [submitDocuments] = useSubmitCustomerDocumentsMutation();

  const remove = useCallback((id: number) => deleteDocument({ id }).unwrap(), [deleteDocument]);
  const submit = useCallback(
    () =>
      submitDocuments({
        customerDocumentsSubmitRequest: { customer_document_status: 'processing' },
      }).unwrap(),
    [submitDocuments],
  );

  return (
    <DocumentUploadPage
      taskKey="passports"
      resourceKey="customer_documents"
      texts={PASSPORT_TEXTS}
      list={{
        status: query.error ? null : (query.data?.status ?? null),
        statusMessages: query.data?.statusMessages ?? null,
        documents: query.data?.customer_documents ?? EMPTY,
        isLoading: query.isLoading,
        error: query.error,
        refetch: query.refetch,
      }}
      deleteDocument={remove}
      submitDocuments={submit}
      sample={<PassportSampleCard />}
    />
  );
}

const EMPTY: never[] = [];

/**
 * The hand-written layer over the generated client (generated.ts is never edited): one shape per
 * answer (see answers.ts), real multipart bodies, blob answers, invalidation rules the OpenAPI
 * tags cannot express, and the HTTP status of every change so a 400 answer (an answer, not an
 * error) can be shown as refused.
 */
import type {
  DefinitionsFromApi,
  OverrideResultType,
  TagTypesFromApi,
} from '@reduxjs/toolkit/query';
import {
  readAgreement,
  readDocumentList,
  readInvoices,
  readMealRequests,
  readTravelApp,
  readWhatsApp,
  type AgreementRecord,
  type DocumentList,
  type MealRequestsRecord,
  type TravelAppRecord,
  type WhatsAppRecord,
} from './answers';
import type { ApiMeta } from './baseQuery';
import { generatedApi, type Invoice } from './generated';

/** A change's answer, with the HTTP status and server time it came with. */
export type Answered<T> = T & { answerStatus?: number; answerLastAccess?: string | null };

function withAnswerStatus<T>(body: T, meta: ApiMeta | undefined): Answered<T> {
  if (typeof body !== 'object' || body === null || body instanceof Blob) return body as Answered<T>;
  return Object.assign({}, body, {
    answerStatus: meta?.status,
    answerLastAccess: meta?.lastAccess,
  });
}

const keepAnswerStatus = (definition: { transformResponse?: unknown }) => {
  definition.transformResponse = withAnswerStatus;
};

function formDataWith(field: string, file: Blob): FormData {
  const form = new FormData();
  form.append(field, file, file instanceof File ? file.name : 'upload');
  return form;
}

type Generated = DefinitionsFromApi<typeof generatedApi>;
type Normalised = Omit<
  Generated,
  | 'getAgreement'
  | 'getMealRequests'
  | 'listCustomerDocuments'
  | 'listFlightDocuments'
  | 'getWhatsApp'
  | 'getTravelApp'
  | 'listInvoices'
> & {
  getAgreement: OverrideResultType<Generated['getAgreement'], AgreementRecord>;
  getMealRequests: OverrideResultType<Generated['getMealRequests'], MealRequestsRecord>;
  listCustomerDocuments: OverrideResultType<Generated['listCustomerDocuments'], DocumentList>;
  listFlightDocuments: OverrideResultType<Generated['listFlightDocuments'], DocumentList>;
  getWhatsApp: OverrideResultType<Generated['getWhatsApp'], WhatsAppRecord>;
  getTravelApp: OverrideResultType<Generated['getTravelApp'], TravelAppRecord>;
  listInvoices: OverrideResultType<Generated['listInvoices'], Invoice[]>;
};

export const portalApi = generatedApi.enhanceEndpoints<
  TagTypesFromApi<typeof generatedApi>,
  Normalised
>({
  endpoints: {
    getAgreement: { transformResponse: readAgreement },
    getMealRequests: { transformResponse: readMealRequests },
    listCustomerDocuments: { transformResponse: readDocumentList('customer_documents') },
    listFlightDocuments: { transformResponse: readDocumentList('flight_documents') },
    getWhatsApp: { transformResponse: readWhatsApp },
    getTravelApp: { transformResponse: readTravelApp },
    listInvoices: { transformResponse: readInvoices },
    customerLogin: (definition) => {
      keepAnswerStatus(definition);
      // Signing in changes no cached data: the cache is reset at logout instead.
      definition.invalidatesTags = [];
    },
    updateMealRequest: keepAnswerStatus,
    submitMealRequests: keepAnswerStatus,
    submitAgreement: keepAnswerStatus,
    createEnvelope: keepAnswerStatus,
    submitCustomerDocuments: keepAnswerStatus,
    submitFlightDocuments: keepAnswerStatus,
    deleteCustomerDocument: keepAnswerStatus,
    deleteFlightDocument: keepAnswerStatus,
    updateWhatsAppNumber: keepAnswerStatus,
    submitWhatsApp: keepAnswerStatus,
    submitTravelApp: keepAnswerStatus,
    reportPayment: keepAnswerStatus,
    createPaymentLink: (definition) => {
      keepAnswerStatus(definition);
      definition.invalidatesTags = [];
    },
    uploadCustomerDocument: {
      query: (arg) => ({
        url: '/portal/customer_documents/upload',
        method: 'POST',
        body: formDataWith(
          'customer_documents[0]',
          arg.customerDocumentUpload['customer_documents[0]'],
        ),
      }),
    },
    uploadFlightDocument: {
      query: (arg) => ({
        url: '/portal/flight_documents/upload',
        method: 'POST',
        body: formDataWith('flight_documents[0]', arg.flightDocumentUpload['flight_documents[0]']),
      }),
    },
    // One-shot reads: a 'docusign' invalidation must not ask the provider again.
    getSignedDocument: (definition) => {
      definition.providesTags = [];
    },
    startSigning: (definition) => {
      definition.providesTags = [];
    },
    getPdf: {
      query: (arg) => ({
        url: '/portal/pdf',
        method: 'POST',
        body: arg.pdfRequest,
        responseHandler: 'blob',
      }),
      // Rendering a PDF changes nothing: invoices must not refetch.
      invalidatesTags: [],
    },
  },
});

export type PortalApi = typeof portalApi;

export const {
  useCustomerLoginMutation,
  useGetProfileQuery,
  useGetAgreementQuery,
  useCreateEnvelopeMutation,
  useGetSignedDocumentQuery,
  useLazyGetSignedDocumentQuery,
  useLazyStartSigningQuery,
  useSubmitAgreementMutation,
  useGetMealRequestsQuery,
  useUpdateMealRequestMutation,
  useSubmitMealRequestsMutation,
  useListCustomerDocumentsQuery,
  useSubmitCustomerDocumentsMutation,
  useDeleteCustomerDocumentMutation,
  useListFlightDocumentsQuery,
  useSubmitFlightDocumentsMutation,
  useDeleteFlightDocumentMutation,
  useGetWhatsAppQuery,
  useUpdateWhatsAppNumberMutation,
  useSubmitWhatsAppMutation,
  useGetTravelAppQuery,
  useSubmitTravelAppMutation,
  useListInvoicesQuery,
  useCreatePaymentLinkMutation,
  useReportPaymentMutation,
  useGetPdfMutation,
} = portalApi;

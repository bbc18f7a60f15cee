/**
 * The hand-written layer over the generated client (generated.ts is never edited):
 * real multipart bodies, blob answers, invalidation rules the OpenAPI tags cannot express,
 * and the HTTP status of every change so a 400 answer (data, per spec) can be shown as refused.
 */
import type { ApiMeta } from './baseQuery';
import {
  generatedApi,
  type InvoicesResponse,
  type Invoice,
  type TravelApp,
  type TravelAppResponse,
} from './generated';
import { lazyMiddleware, rootReducer } from './state';

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

export const portalApi = generatedApi.enhanceEndpoints({
  endpoints: {
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

// Whichever code imports the API first (the shell, a page, the login submit) adds it to the
// store; `installPortalApi` makes a store that already exists build its state.
rootReducer.inject(portalApi);
lazyMiddleware.addMiddleware(portalApi.middleware);

/** GET /portal/axus_app may wrap its record in `data`. */
export function travelAppOf(response: TravelAppResponse | undefined): TravelApp | undefined {
  if (typeof response !== 'object' || response === null) return undefined;
  return 'data' in response ? response.data : response;
}

/** GET /portal/invoices may answer a bare list or `{ invoices: [...] }`. */
export function invoicesOf(response: InvoicesResponse | undefined): Invoice[] {
  if (Array.isArray(response)) return response;
  if (typeof response !== 'object' || response === null) return [];
  return Array.isArray(response.invoices) ? response.invoices : [];
}

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

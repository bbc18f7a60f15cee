/**
 * The hand-written layer over the generated client (generated.ts is never edited): one shape per
 * response (see responses.ts), real multipart bodies, blob responses, invalidation rules the OpenAPI
 * tags cannot express, and the HTTP status of every change so a 400 response (a response, not an
 * error) can be shown as rejected.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type {
  DefinitionsFromApi,
  OverrideResultType,
  TagTypesFromApi,
} from '@reduxjs/toolkit/query';
import { readInvoices, readProfile, UnreadableResponse } from './responses';
import { TASK_RESPONSES, type TaskResponses } from './responseFields';
import type { ApiError } from './baseQuery';

export type { WithStatus } from './baseQuery';
import { UNREADABLE_RESPONSE_MESSAGE, type ApiExtra } from './apiExtra';
import { generatedApi, type Invoice, type Profile } from './generated';
import {
  uploadProgressIn,
  uploadRequest,
  type DocumentResourceKey,
  type UploadProgressArg,
} from './uploadRequest';

/**
 * An upload endpoint: one file part named `<list>[0]`, with progress, as uploadRequest sends it.
 * The queue reloads the list once a run of uploads has ended, not after every file.
 */
function uploadsAs<Arg extends object>(
  resourceKey: DocumentResourceKey,
  partsOf: (arg: Arg) => Record<string, Blob>,
) {
  return (definition: { query?: (arg: Arg) => unknown; invalidatesTags?: unknown }) => {
    definition.query = (arg) =>
      uploadRequest(resourceKey, partsOf(arg)[`${resourceKey}[0]`], uploadProgressIn(arg));
    definition.invalidatesTags = [];
  };
}

/**
 * Reads a response as it enters the cache, through RTK Query's response schema: a response whose
 * whole shape is wrong becomes a failed load ("Unable to load" with Try again), not an empty
 * success, and a failed refetch keeps the data already shown.
 */
function readsWith<T>(reader: (body: unknown) => T) {
  const schema = {
    '~standard': {
      version: 1 as const,
      vendor: 'portal-responses',
      validate: (body: unknown) => {
        try {
          return { value: reader(body) };
        } catch (error) {
          if (!(error instanceof UnreadableResponse)) throw error;
          return { issues: [{ message: error.message }] };
        }
      },
    },
  };
  return {
    rawResponseSchema: schema,
    catchSchemaFailure: (): ApiError => ({
      status: 'PARSING_ERROR',
      data: UNREADABLE_RESPONSE_MESSAGE,
    }),
  };
}

type Generated = DefinitionsFromApi<typeof generatedApi>;
type TaskListName = keyof TaskResponses;
type Normalised = Omit<Generated, TaskListName | 'getProfile' | 'listInvoices'> & {
  [Name in TaskListName]: OverrideResultType<Generated[Name], TaskResponses[Name]>;
} & {
  getProfile: OverrideResultType<Generated['getProfile'], Profile | null>;
  listInvoices: OverrideResultType<Generated['listInvoices'], Invoice[]>;
};

/** Each task's list call reads its response with the reader of its entry in TASK_RESPONSES. */
const taskListReads = Object.fromEntries(
  Object.entries(TASK_RESPONSES).map(([name, task]) => [name, readsWith<unknown>(task.read)]),
) as Record<TaskListName, ReturnType<typeof readsWith>>;

export const portalApi = generatedApi.enhanceEndpoints<
  TagTypesFromApi<typeof generatedApi>,
  Normalised
>({
  endpoints: {
    ...taskListReads,
    getProfile: readsWith(readProfile),
    listInvoices: readsWith(readInvoices),
    customerLogin: (definition) => {
      // Signing in changes no cached data: the cache is reset at logout instead.
      definition.invalidatesTags = [];
    },
    createPaymentLink: (definition) => {
      definition.invalidatesTags = [];
    },
    uploadCustomerDocument: uploadsAs('customer_documents', (arg) => arg.customerDocumentUpload),
    uploadFlightDocument: uploadsAs('flight_documents', (arg) => arg.flightDocumentUpload),
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

/** A started upload: its result (data or error, never thrown) and its cancel. */
export interface UploadHandle extends PromiseLike<{ data?: unknown; error?: unknown }> {
  abort(): void;
}

/**
 * Starts the upload of one file through the generated endpoint of its task, reporting the
 * percent sent when asked (XMLHttpRequest; fetch otherwise). Untracked: the File and the callback
 * stay out of the store.
 */
export const startUpload =
  (
    resourceKey: DocumentResourceKey,
    file: File,
    onUploadProgress?: (percent: number) => void,
  ): ThunkAction<UploadHandle, unknown, ApiExtra, UnknownAction> =>
  (dispatch) => {
    const progress: UploadProgressArg = { onUploadProgress };
    return resourceKey === 'customer_documents'
      ? dispatch(
          portalApi.endpoints.uploadCustomerDocument.initiate(
            { customerDocumentUpload: { 'customer_documents[0]': file }, ...progress },
            { track: false },
          ),
        )
      : dispatch(
          portalApi.endpoints.uploadFlightDocument.initiate(
            { flightDocumentUpload: { 'flight_documents[0]': file }, ...progress },
            { track: false },
          ),
        );
  };

export const {
  useGetProfileQuery,
  useGetAgreementQuery,
  useCreateEnvelopeMutation,
  useLazyStartSigningQuery,
  useGetMealRequestsQuery,
  useUpdateMealRequestMutation,
  useListCustomerDocumentsQuery,
  useDeleteCustomerDocumentMutation,
  useListFlightDocumentsQuery,
  useDeleteFlightDocumentMutation,
  useGetWhatsAppQuery,
  useUpdateWhatsAppNumberMutation,
  useGetTravelAppQuery,
  useListInvoicesQuery,
  useCreatePaymentLinkMutation,
} = portalApi;

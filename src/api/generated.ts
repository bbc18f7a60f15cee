import { emptyApi as api } from "./emptyApi";
export const addTagTypes = [
  "auth",
  "Profile",
  "docusign",
  "meals",
  "passports",
  "flights",
  "whatsapp",
  "axusapp",
  "Invoices",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      customerLogin: build.mutation<
        CustomerLoginApiResponse,
        CustomerLoginApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/customer_login`,
          method: "POST",
          body: queryArg.loginRequest,
        }),
        invalidatesTags: ["auth"],
      }),
      getProfile: build.query<GetProfileApiResponse, GetProfileApiArg>({
        query: () => ({ url: `/portal` }),
        providesTags: ["Profile"],
      }),
      getAgreement: build.query<GetAgreementApiResponse, GetAgreementApiArg>({
        query: () => ({ url: `/portal/docusign` }),
        providesTags: ["docusign"],
      }),
      createEnvelope: build.mutation<
        CreateEnvelopeApiResponse,
        CreateEnvelopeApiArg
      >({
        query: () => ({ url: `/portal/docusign/envelope`, method: "POST" }),
        invalidatesTags: ["docusign"],
      }),
      getSignedDocument: build.query<
        GetSignedDocumentApiResponse,
        GetSignedDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/docusign/envelope`,
          params: {
            id: queryArg.id,
            refresh: queryArg.refresh,
          },
        }),
        providesTags: ["docusign"],
      }),
      startSigning: build.query<StartSigningApiResponse, StartSigningApiArg>({
        query: (queryArg) => ({
          url: `/portal/docusign/start`,
          params: {
            id: queryArg.id,
          },
        }),
        providesTags: ["docusign"],
      }),
      submitAgreement: build.mutation<
        SubmitAgreementApiResponse,
        SubmitAgreementApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/docusign/submit`,
          method: "PATCH",
          body: queryArg.agreementSubmitRequest,
        }),
        invalidatesTags: ["docusign"],
      }),
      getMealRequests: build.query<
        GetMealRequestsApiResponse,
        GetMealRequestsApiArg
      >({
        query: () => ({ url: `/portal/meal_requests` }),
        providesTags: ["meals"],
      }),
      updateMealRequest: build.mutation<
        UpdateMealRequestApiResponse,
        UpdateMealRequestApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/meal_requests/update`,
          method: "PATCH",
          body: queryArg.mealRequestUpdate,
        }),
        invalidatesTags: ["meals"],
      }),
      submitMealRequests: build.mutation<
        SubmitMealRequestsApiResponse,
        SubmitMealRequestsApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/meal_requests/submit`,
          method: "PATCH",
          body: queryArg.mealRequestsSubmitRequest,
        }),
        invalidatesTags: ["meals"],
      }),
      listCustomerDocuments: build.query<
        ListCustomerDocumentsApiResponse,
        ListCustomerDocumentsApiArg
      >({
        query: () => ({ url: `/portal/customer_documents` }),
        providesTags: ["passports"],
      }),
      uploadCustomerDocument: build.mutation<
        UploadCustomerDocumentApiResponse,
        UploadCustomerDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/customer_documents/upload`,
          method: "POST",
          body: queryArg.customerDocumentUpload,
        }),
        invalidatesTags: ["passports"],
      }),
      submitCustomerDocuments: build.mutation<
        SubmitCustomerDocumentsApiResponse,
        SubmitCustomerDocumentsApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/customer_documents/submit`,
          method: "PATCH",
          body: queryArg.customerDocumentsSubmitRequest,
        }),
        invalidatesTags: ["passports"],
      }),
      deleteCustomerDocument: build.mutation<
        DeleteCustomerDocumentApiResponse,
        DeleteCustomerDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/customer_documents/delete/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["passports"],
      }),
      listFlightDocuments: build.query<
        ListFlightDocumentsApiResponse,
        ListFlightDocumentsApiArg
      >({
        query: () => ({ url: `/portal/flight_documents` }),
        providesTags: ["flights"],
      }),
      uploadFlightDocument: build.mutation<
        UploadFlightDocumentApiResponse,
        UploadFlightDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/flight_documents/upload`,
          method: "POST",
          body: queryArg.flightDocumentUpload,
        }),
        invalidatesTags: ["flights"],
      }),
      submitFlightDocuments: build.mutation<
        SubmitFlightDocumentsApiResponse,
        SubmitFlightDocumentsApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/flight_documents/submit`,
          method: "PATCH",
          body: queryArg.flightDocumentsSubmitRequest,
        }),
        invalidatesTags: ["flights"],
      }),
      deleteFlightDocument: build.mutation<
        DeleteFlightDocumentApiResponse,
        DeleteFlightDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/flight_documents/delete/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["flights"],
      }),
      getWhatsApp: build.query<GetWhatsAppApiResponse, GetWhatsAppApiArg>({
        query: () => ({ url: `/portal/whats_app` }),
        providesTags: ["whatsapp"],
      }),
      updateWhatsAppNumber: build.mutation<
        UpdateWhatsAppNumberApiResponse,
        UpdateWhatsAppNumberApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/whats_app/update`,
          method: "PATCH",
          body: queryArg.whatsAppUpdateRequest,
        }),
        invalidatesTags: ["whatsapp"],
      }),
      submitWhatsApp: build.mutation<
        SubmitWhatsAppApiResponse,
        SubmitWhatsAppApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/whats_app/submit`,
          method: "PATCH",
          body: queryArg.whatsAppSubmitRequest,
        }),
        invalidatesTags: ["whatsapp"],
      }),
      getTravelApp: build.query<GetTravelAppApiResponse, GetTravelAppApiArg>({
        query: () => ({ url: `/portal/axus_app` }),
        providesTags: ["axusapp"],
      }),
      submitTravelApp: build.mutation<
        SubmitTravelAppApiResponse,
        SubmitTravelAppApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/axus_app/submit`,
          method: "POST",
          body: queryArg.travelAppSubmitRequest,
        }),
        invalidatesTags: ["axusapp"],
      }),
      listInvoices: build.query<ListInvoicesApiResponse, ListInvoicesApiArg>({
        query: () => ({ url: `/portal/invoices` }),
        providesTags: ["Invoices"],
      }),
      createPaymentLink: build.mutation<
        CreatePaymentLinkApiResponse,
        CreatePaymentLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/invoices/create-payment-link`,
          method: "POST",
          body: queryArg.paymentLinkRequest,
        }),
        invalidatesTags: ["Invoices"],
      }),
      reportPayment: build.mutation<
        ReportPaymentApiResponse,
        ReportPaymentApiArg
      >({
        query: (queryArg) => ({
          url: `/portal/invoices/paid`,
          method: "POST",
          body: queryArg.paymentReport,
        }),
        invalidatesTags: ["Invoices"],
      }),
      getPdf: build.mutation<GetPdfApiResponse, GetPdfApiArg>({
        query: (queryArg) => ({
          url: `/portal/pdf`,
          method: "POST",
          body: queryArg.pdfRequest,
        }),
        invalidatesTags: ["Invoices"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type CustomerLoginApiResponse =
  /** status 200 Signed in. */ LoginResponse;
export type CustomerLoginApiArg = {
  loginRequest: LoginRequest;
};
export type GetProfileApiResponse =
  /** status 200 The guest profile. */ Profile;
export type GetProfileApiArg = void;
export type GetAgreementApiResponse =
  /** status 200 The agreement task. */ Agreement;
export type GetAgreementApiArg = void;
export type CreateEnvelopeApiResponse =
  /** status 200 The new envelope. */ Envelope;
export type CreateEnvelopeApiArg = void;
export type GetSignedDocumentApiResponse =
  /** status 200 Where the signed PDF is. */ SignedDocumentUrl;
export type GetSignedDocumentApiArg = {
  /** Envelope id. */
  id: string;
  /** Send `1` to fetch the signed document from the provider again before answering. */
  refresh?: 1;
};
export type StartSigningApiResponse =
  /** status 200 The signing address. */ SigningUrl;
export type StartSigningApiArg = {
  /** Envelope id. */
  id: string;
};
export type SubmitAgreementApiResponse =
  /** status 200 Agreement marked as signed. */ MessageResponse;
export type SubmitAgreementApiArg = {
  agreementSubmitRequest: AgreementSubmitRequest;
};
export type GetMealRequestsApiResponse =
  /** status 200 The meal requests. */ MealRequests;
export type GetMealRequestsApiArg = void;
export type UpdateMealRequestApiResponse =
  /** status 200 Saved. */ MessageResponse;
export type UpdateMealRequestApiArg = {
  mealRequestUpdate: MealRequestUpdate;
};
export type SubmitMealRequestsApiResponse =
  /** status 200 Submitted. */ MessageResponse;
export type SubmitMealRequestsApiArg = {
  mealRequestsSubmitRequest: MealRequestsSubmitRequest;
};
export type ListCustomerDocumentsApiResponse =
  /** status 200 The passport documents. */ CustomerDocumentList;
export type ListCustomerDocumentsApiArg = void;
export type UploadCustomerDocumentApiResponse =
  /** status 200 Uploaded. */ DocumentUploadResponse;
export type UploadCustomerDocumentApiArg = {
  customerDocumentUpload: CustomerDocumentUpload;
};
export type SubmitCustomerDocumentsApiResponse =
  /** status 200 Submitted. */ MessageResponse;
export type SubmitCustomerDocumentsApiArg = {
  customerDocumentsSubmitRequest: CustomerDocumentsSubmitRequest;
};
export type DeleteCustomerDocumentApiResponse =
  /** status 200 Deleted. */ MessageResponse;
export type DeleteCustomerDocumentApiArg = {
  /** Document id (`id`, `meta_id` or `document_id` of the listed document). */
  id: number;
};
export type ListFlightDocumentsApiResponse =
  /** status 200 The flight documents. */ FlightDocumentList;
export type ListFlightDocumentsApiArg = void;
export type UploadFlightDocumentApiResponse =
  /** status 200 Uploaded. */ DocumentUploadResponse;
export type UploadFlightDocumentApiArg = {
  flightDocumentUpload: FlightDocumentUpload;
};
export type SubmitFlightDocumentsApiResponse =
  /** status 200 Submitted. */ MessageResponse;
export type SubmitFlightDocumentsApiArg = {
  flightDocumentsSubmitRequest: FlightDocumentsSubmitRequest;
};
export type DeleteFlightDocumentApiResponse =
  /** status 200 Deleted. */ MessageResponse;
export type DeleteFlightDocumentApiArg = {
  /** Document id (`id`, `meta_id` or `document_id` of the listed document). */
  id: number;
};
export type GetWhatsAppApiResponse =
  /** status 200 The WhatsApp registration. */ WhatsApp;
export type GetWhatsAppApiArg = void;
export type UpdateWhatsAppNumberApiResponse =
  /** status 200 Saved. */ MessageResponse;
export type UpdateWhatsAppNumberApiArg = {
  whatsAppUpdateRequest: WhatsAppUpdateRequest;
};
export type SubmitWhatsAppApiResponse =
  /** status 200 Submitted. */ MessageResponse;
export type SubmitWhatsAppApiArg = {
  whatsAppSubmitRequest: WhatsAppSubmitRequest;
};
export type GetTravelAppApiResponse =
  /** status 200 The travel app record. */ TravelAppResponse;
export type GetTravelAppApiArg = void;
export type SubmitTravelAppApiResponse =
  /** status 200 Submitted. */ MessageResponse;
export type SubmitTravelAppApiArg = {
  travelAppSubmitRequest: TravelAppSubmitRequest;
};
export type ListInvoicesApiResponse =
  /** status 200 The invoices. */ InvoicesResponse;
export type ListInvoicesApiArg = void;
export type CreatePaymentLinkApiResponse =
  /** status 200 The payment form token. */ PaymentLink;
export type CreatePaymentLinkApiArg = {
  paymentLinkRequest: PaymentLinkRequest;
};
export type ReportPaymentApiResponse =
  /** status 200 Payment recorded (or already recorded). */ MessageResponse;
export type ReportPaymentApiArg = {
  paymentReport: PaymentReport;
};
export type GetPdfApiResponse = /** status 200 The PDF document. */ Blob;
export type GetPdfApiArg = {
  pdfRequest: PdfRequest;
};
export type LoginResponse = {
  /** Bearer token for the `Authorization` header of every later call. */
  token: string;
  /** Guest id; sent back as the `X-User-Info` header. */
  user_id: number;
  /** E-mail address of the signed-in guest. */
  user_email: string;
  /** Greeting or confirmation text. */
  message: string;
  /** Optional. Server time of this login (ISO 8601); same value as the `x-last-access` header, which the portal prefers. The portal sends it back as `X-Last-Access`. */
  last_access?: string;
};
export type MessageResponse = {
  /** Text for the guest. */
  message: string;
};
export type LoginRequest = {
  /** E-mail address on the reservation (the portal checks the e-mail form before sending). */
  email: string;
  /** Reservation number, as printed on the booking confirmation. */
  reservationId: string;
};
export type Profile = {
  /** Reservation number, shown as Reservation Number. */
  confirmation_id: string;
  /** Salutation of the primary passenger (Mr., Ms., Mrs., Dr., ...). */
  prefix: string;
  /** First name of the primary passenger. */
  firstname: string;
  /** Middle name, null when none. */
  middlename: string | null;
  /** Last name of the primary passenger. */
  lastname: string;
  /** Name of the booked tour. */
  tour_title: string;
  /** Tour start, `YYYY-MM-DD`, optionally followed by a time (`YYYY-MM-DD HH:MM:SS`, or ISO 8601 with `T`, fraction and offset); only the date is read. Null when not scheduled yet. */
  departure_date: string | null;
  /** Tour length in days; null when unknown. */
  length: number | null;
};
export type TaskStatus = string;
export type StatusMessage = {
  /** Short bold headline. */
  header: string;
  /** One or two sentences shown under the headline. */
  body: string;
};
export type StatusMessages = {
  [key: string]: StatusMessage;
};
export type EnvelopeStatus = string | null;
export type Agreement = {
  /** Optional page title: the agreement name (the portal shows a heading of its own without it). */
  title?: string;
  status: TaskStatus;
  statusMessages: StatusMessages;
  /** Where the signed copy is sent. */
  recipientEmail: string;
  /** Signing provider's envelope id; null before an envelope exists. */
  envelopeId: string | null;
  envelopeStatus: EnvelopeStatus;
  /** Banner texts keyed by lowercase envelope status (`sent`, `delivered`, `completed`, `declined`, `voided`). */
  envelopeStatusMessages: {
    [key: string]: StatusMessage;
  };
  /** Embedded signing address for the current envelope, when one is ready; null otherwise. It may expire: the portal asks `GET /portal/docusign/start` for a fresh one before signing. */
  signingUrl: string | null;
};
export type Envelope = {
  /** Signing provider's envelope id. */
  envelopeId: string;
  /** Lowercase envelope status; `sent` for a new envelope. */
  envelopeStatus: string;
  /** Embedded signing address. */
  signingUrl: string;
};
export type SignedDocumentUrl = {
  /** Absolute URL of the signed PDF (served as `application/pdf`, readable by the portal origin). */
  url: string;
};
export type SigningUrl = {
  /** Embedded signing address (short-lived, single use). */
  url: string;
};
export type AgreementSubmitRequest = {
  /** Always `completed`. */
  agreement_status: string;
};
export type MealPassenger = {
  /** Passenger id (used as `passenger_id` when saving). */
  id: number;
  /** Salutation. */
  prefix: string | null;
  /** First name. */
  firstname: string;
  /** Last name. */
  lastname: string;
  /** Chosen meal option id (see `meal_choice` options); null when not chosen yet. */
  meal_choice: number | null;
  /** Whether the passenger has food allergies: `1`/`true` = yes, `0`/`false` = no, null = the guest has not answered yet (the portal then asks before it saves or submits). Send null for a new passenger rather than guessing `0`: a missing answer to this safety question must stay visible. */
  has_allergies: (0 | 1) | (boolean | null);
  /** Selected allergy ids: a list of ids, or a string holding a JSON list (`"[1,3]"`) or a comma-separated list (`"1,3"`), or null / empty when none. */
  food_allergies: number[] | (string | null);
  /** Special requests / other allergies, free text. */
  meal_request?: string | null;
  /** Older back ends send the special-request text under this name instead of `meal_request`. */
  meal_special_request?: string | null;
};
export type MealOption = {
  /** Option id. */
  id: number;
  /** Option label. */
  label: string;
};
export type FoodAllergy = {
  /** Allergy id. */
  id: number;
  /** Check-box label. */
  Label: string;
};
export type FoodAllergyGroup = {
  /** Group id. */
  group_id: number;
  /** Group heading. */
  group_label: string;
  allergies: FoodAllergy[];
};
export type MealRequests = {
  status: TaskStatus;
  statusMessages: StatusMessages;
  /** Every passenger on the reservation. */
  passengers: MealPassenger[];
  /** Meal options: exactly two, labelled Regular and Vegetarian, in that order; their ids are the server's (the sandbox uses 1 and 2). */
  meal_choice: MealOption[];
  /** Allergy check-boxes, grouped. Include one for an allergy the list lacks (the sandbox: 'Another allergy (describe it below)'): a guest who says they have allergies must tick at least one before the portal saves, and describes an unlisted one in `meal_request`. */
  food_allergies: FoodAllergyGroup[];
};
export type MealRequestUpdate = {
  /** Passenger id from `passengers[].id`. */
  passenger_id: number;
  /** Meal option id (an `id` of the `meal_choice` options); null when not chosen. Unknown ids are refused with 400. */
  meal_choice: number | null;
  /** Whether the passenger has food allergies. */
  has_food_allergies: boolean;
  /** Selected allergy ids; empty when `has_food_allergies` is false. The server refuses (400) `has_food_allergies: true` with an empty list. */
  food_allergies: number[];
  /** Special requests / other allergies, free text. */
  meal_request: string | null;
};
export type MealRequestsSubmitRequest = {
  /** Always `processing`. */
  meal_request_status: string;
};
export type Document = {
  /** Document id (used by the delete call). */
  id?: number;
  /** Document id as some back ends name it. */
  meta_id?: number;
  /** Document id as some back ends name it. */
  document_id?: number;
  /** Path relative to `fileBaseUrl`, starting with `/`. */
  path: string;
  /** Display name. */
  title?: string;
  /** Display name as some back ends name it. */
  name?: string;
  /** MIME type. Known values: `image/jpeg`, `image/png`, `application/pdf` (the portal shows other types as "Unsupported preview format"). */
  mime_type: string;
};
export type CustomerDocumentList = {
  status: TaskStatus;
  statusMessages?: StatusMessages;
  customer_documents: Document[];
};
export type DocumentUploadResponse = {
  /** Confirmation text. */
  message: string;
  document?: Document;
};
export type CustomerDocumentUpload = {
  /** JPEG, PNG or PDF, at most 2 MB. */
  "customer_documents[0]": Blob;
};
export type CustomerDocumentsSubmitRequest = {
  /** Always `processing`. */
  customer_document_status: string;
};
export type FlightDocumentList = {
  status: TaskStatus;
  statusMessages?: StatusMessages;
  flight_documents: Document[];
};
export type FlightDocumentUpload = {
  /** JPEG, PNG or PDF, at most 2 MB. */
  "flight_documents[0]": Blob;
};
export type FlightDocumentsSubmitRequest = {
  /** Always `processing`. */
  flight_document_status: string;
};
export type WhatsApp = {
  status: TaskStatus;
  statusMessages: StatusMessages;
  /** Saved number in international format (`+` and 10 to 15 digits); null when none saved yet. */
  whats_app_number: string | null;
  /** The travel team's WhatsApp number, for display. */
  agent_app_number: string;
  /** The travel team's opening hours, for display. */
  agent_hours: string;
  /** Click-to-chat link (shown as a QR code and a button); null to hide both. */
  agent_link: string | null;
  /** Whether the portal shows the contact block. Absent means true. */
  agent_enabled?: boolean;
};
export type WhatsAppUpdateRequest = {
  /** International format: `+` then 10 to 15 digits, no spaces or hyphens (`^\+\d{10,15}$`). The server checks the pattern and answers 400 with a message when it fails (deliberately not a schema pattern, so a proxy does not turn it into a 422). */
  whats_app_number: string;
};
export type WhatsAppSubmitRequest = {
  /** Always `completed`. */
  whats_app_status: string;
};
export type TravelApp = {
  status: TaskStatus;
  statusMessages: StatusMessages;
  /** Optional guidance headline. */
  guidance_header: string | null;
  /** Optional guidance text; may contain line breaks (`\n`), which the portal keeps. */
  guidance_body: string | null;
  /** App user id; null until issued. */
  axus_app_user_id: string | null;
  /** App passcode; null until issued. */
  axus_app_passcode: string | null;
};
export type TravelAppEnvelope = {
  data: TravelApp;
};
export type TravelAppResponse = TravelApp | TravelAppEnvelope;
export type TravelAppSubmitRequest = {
  /** Always `processing`. */
  axus_app_status: string;
};
export type Invoice = {
  /** Invoice id. */
  id: number;
  /** Invoice title. */
  title: string;
  /** Invoice total, in the reservation currency. */
  grand_total: number;
  /** Amount received so far. */
  receipt_total: number;
  /** 2 = payable (when the balance is above 0); 3 or higher = paid (3 paid, 4 paid and settled). Other values: not payable online. */
  status_id: number;
};
export type InvoiceList = Invoice[];
export type InvoiceListEnvelope = {
  invoices: InvoiceList;
};
export type InvoicesResponse = InvoiceList | InvoiceListEnvelope;
export type PaymentLink = {
  /** Token for the card provider's hosted payment form (posted as form field `token` to `paymentPageUrl`). */
  payment_link: string;
  /** Which payment gateway issued the token; sent back with the payment report. */
  payment_gateway_id: number;
};
export type PaymentLinkRequest = {
  /** Invoice to pay. */
  invoice_id: number;
  /** Amount to pay: the balance (`grand_total` - `receipt_total`). The server checks it against the balance. */
  amount: number;
};
export type PaymentReport = {
  /** Paid invoice (the `orderInvoiceNumber` of the transaction response). */
  invoice_id: number;
  /** Gateway transaction id (`transId` of the transaction response). */
  transaction_id: string;
  /** Amount reported by the payment frame (`totalAmount`). */
  received_amount: number;
  /** From the payment link answer. */
  payment_gateway_id: number;
};
export type PdfRequest = {
  /** Kind of record to render; the portal only asks for invoices. */
  resource: "invoices";
  /** Record id (invoice id). */
  id: number;
  /** Print template. */
  template: "invoice";
};
export const {
  useCustomerLoginMutation,
  useGetProfileQuery,
  useGetAgreementQuery,
  useCreateEnvelopeMutation,
  useGetSignedDocumentQuery,
  useStartSigningQuery,
  useSubmitAgreementMutation,
  useGetMealRequestsQuery,
  useUpdateMealRequestMutation,
  useSubmitMealRequestsMutation,
  useListCustomerDocumentsQuery,
  useUploadCustomerDocumentMutation,
  useSubmitCustomerDocumentsMutation,
  useDeleteCustomerDocumentMutation,
  useListFlightDocumentsQuery,
  useUploadFlightDocumentMutation,
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
} = injectedRtkApi;

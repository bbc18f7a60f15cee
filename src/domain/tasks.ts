import AppShortcutIcon from '@mui/icons-material/AppShortcutOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import DrawIcon from '@mui/icons-material/DrawOutlined';
import FlightIcon from '@mui/icons-material/FlightTakeoffOutlined';
import RestaurantIcon from '@mui/icons-material/RestaurantOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { SvgIconComponent } from '@mui/icons-material';
import type { AppDispatch } from '../api/hooks';
import type { PortalApi } from '../api/portalApi';
import type { TaskResponses } from '../api/responseFields';
import type { TaskKey } from '../api/submittedStatus';

export type { TaskKey };

/** The list calls that carry a task's status (every one returns `status` and `statusMessages`). */
export type TaskQueryName = keyof TaskResponses;

export interface TaskDefinition {
  /** Also the task's cache tag and its key in the `portalStatusUpdated` window event. */
  key: TaskKey;
  path: string;
  menuLabel: string;
  /** Dashboard card title, description and icon. */
  title: string;
  /** The task page's heading, its loading text, and what a failed load says without a server message. */
  heading: string;
  loading: string;
  loadFailure: string;
  description: string;
  /** Added to the description where the device offers the task's webcam capture. */
  webcamNote?: string;
  Icon: SvgIconComponent;
  listQuery: TaskQueryName;
  submit: {
    /** The call that hands the task to the team. */
    send: (api: PortalApi, dispatch: AppDispatch) => Promise<unknown>;
    /** What the task shows once the server accepted the submit. */
    status: string;
    /** The status the window event announces, when it differs from `status`. */
    announced?: string;
    /** Shown when the call fails without a message of the server's. */
    failureMessage: string;
    /** The thank-you once the server accepted the submit. */
    thanks: string;
  };
}

export const TRAVEL_APP_NAME = 'AXUS';

/**
 * The pre-trip tasks in the order the guest meets them. Menu, dashboard, routes, status and
 * submit all read this list; it names the API only by type, so the login page's download (which
 * has no API client) can hold it.
 */
export const TASKS: readonly TaskDefinition[] = [
  {
    key: 'docusign',
    path: '/docusign',
    menuLabel: 'DocuSign Agreement',
    title: 'DocuSign',
    heading: 'DocuSign Agreement',
    loading: 'Loading DocuSign envelope...',
    loadFailure: 'Failed to load DocuSign envelope.',
    description: 'Read and sign your travel agreement electronically.',
    Icon: DrawIcon,
    listQuery: 'getAgreement',
    submit: {
      send: ({ endpoints }, dispatch) =>
        dispatch(
          endpoints.submitAgreement.initiate({
            agreementSubmitRequest: { agreement_status: 'completed' },
          }),
        ).unwrap(),
      // Signed here: the page shows the agreement completed, and tells listeners that the server
      // is processing it until the server's own response says otherwise. An update that fails is
      // kept and sent again (features/docusign/useAgreementRecording).
      status: 'completed',
      announced: 'processing',
      failureMessage: 'The signed agreement could not be recorded.',
      thanks: 'Thank you! You have signed your travel agreement.',
    },
  },
  {
    key: 'meals',
    path: '/meals',
    menuLabel: 'Meal Requests',
    title: 'Meal Request',
    heading: 'Meal Requests Registration',
    loading: 'Loading meal requests...',
    loadFailure: 'Failed to load meal requests.',
    description: 'Choose a meal and tell us about food allergies for each passenger.',
    Icon: RestaurantIcon,
    listQuery: 'getMealRequests',
    submit: {
      send: ({ endpoints }, dispatch) =>
        dispatch(
          endpoints.submitMealRequests.initiate({
            mealRequestsSubmitRequest: { meal_request_status: 'processing' },
          }),
        ).unwrap(),
      status: 'processing',
      failureMessage: 'Your meal requests could not be submitted. Please try again.',
      thanks: 'Thank you! Your meal requests have been sent to our team.',
    },
  },
  {
    key: 'passports',
    path: '/passports',
    menuLabel: 'Passport',
    title: 'Passport Upload',
    heading: 'Passport Upload',
    loading: 'Loading passport documents...',
    loadFailure: 'Failed to load.',
    description: 'Upload a clear photo of the photo page of each passport.',
    webcamNote: 'You can also take one with your webcam.',
    Icon: BadgeIcon,
    listQuery: 'listCustomerDocuments',
    submit: {
      send: ({ endpoints }, dispatch) =>
        dispatch(
          endpoints.submitCustomerDocuments.initiate({
            customerDocumentsSubmitRequest: { customer_document_status: 'processing' },
          }),
        ).unwrap(),
      status: 'processing',
      failureMessage: 'Your submission could not be sent. Please try again.',
      thanks: 'Thank you! Your documents have been sent to our team.',
    },
  },
  {
    key: 'flights',
    path: '/flights',
    menuLabel: 'Flight Info',
    title: 'Flight Information',
    heading: 'Flight Information',
    loading: 'Loading flight documents...',
    loadFailure: 'Failed to load.',
    description: 'Upload your e-ticket or flight itinerary so we can meet you on arrival.',
    Icon: FlightIcon,
    listQuery: 'listFlightDocuments',
    submit: {
      send: ({ endpoints }, dispatch) =>
        dispatch(
          endpoints.submitFlightDocuments.initiate({
            flightDocumentsSubmitRequest: { flight_document_status: 'processing' },
          }),
        ).unwrap(),
      status: 'processing',
      failureMessage: 'Your submission could not be sent. Please try again.',
      thanks: 'Thank you! Your documents have been sent to our team.',
    },
  },
  {
    key: 'whatsapp',
    path: '/whatsapp',
    menuLabel: 'WhatsApp Account',
    title: 'WhatsApp Registration',
    heading: 'WhatsApp Registration',
    loading: 'Loading WhatsApp information...',
    loadFailure: 'Failed to load WhatsApp information.',
    description: 'Register the WhatsApp number our guides can reach you on during the tour.',
    Icon: WhatsAppIcon,
    listQuery: 'getWhatsApp',
    submit: {
      send: ({ endpoints }, dispatch) =>
        dispatch(
          endpoints.submitWhatsApp.initiate({
            whatsAppSubmitRequest: { whats_app_status: 'completed' },
          }),
        ).unwrap(),
      // A registered number needs no review: the task is done.
      status: 'completed',
      failureMessage: 'Your WhatsApp registration could not be submitted. Please try again.',
      thanks: 'Thank you! Your WhatsApp registration has been sent to our team.',
    },
  },
  {
    key: 'axusapp',
    path: '/axusapp',
    menuLabel: 'AXUS App Connect',
    title: 'AXUS Travel App',
    heading: `${TRAVEL_APP_NAME} Travel App`,
    loading: `Loading ${TRAVEL_APP_NAME} information...`,
    loadFailure: `Failed to load ${TRAVEL_APP_NAME} information.`,
    description: 'Install the AXUS app to see your day-by-day itinerary on your phone.',
    Icon: AppShortcutIcon,
    listQuery: 'getTravelApp',
    submit: {
      send: ({ endpoints }, dispatch) =>
        dispatch(
          endpoints.submitTravelApp.initiate({
            travelAppSubmitRequest: { axus_app_status: 'processing' },
          }),
        ).unwrap(),
      status: 'processing',
      failureMessage: 'We could not let our team know right now. Please try again.',
      thanks: 'Thank you! We have let our team know that the app is installed.',
    },
  },
];

export const TASK_KEYS: readonly TaskKey[] = TASKS.map((task) => task.key);

const BY_KEY = Object.fromEntries(TASKS.map((task) => [task.key, task])) as Record<
  TaskKey,
  TaskDefinition
>;

export const taskOf = (key: TaskKey): TaskDefinition => BY_KEY[key];

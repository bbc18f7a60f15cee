import type { TaskKey } from './statusModel';

export interface TaskInfo {
  key: TaskKey;
  path: string;
  /** Side-menu label. */
  menuLabel: string;
  /** Dashboard card title and description. */
  title: string;
  description: string;
}

/** The six pre-trip tasks in the order the guest meets them. */
export const TASKS: readonly TaskInfo[] = [
  {
    key: 'docusign',
    path: '/docusign',
    menuLabel: 'DocuSign Agreement',
    title: 'DocuSign',
    description: 'Read and sign your travel agreement electronically.',
  },
  {
    key: 'meals',
    path: '/meals',
    menuLabel: 'Meal Requests',
    title: 'Meal Request',
    description: 'Choose a meal and tell us about food allergies for each passenger.',
  },
  {
    key: 'passports',
    path: '/passports',
    menuLabel: 'Passport',
    title: 'Passport Upload',
    description:
      'Upload a clear photo of the photo page of each passport. You can also take one with your webcam.',
  },
  {
    key: 'flights',
    path: '/flights',
    menuLabel: 'Flight Info',
    title: 'Flight Information',
    description: 'Upload your e-ticket or flight itinerary so we can meet you on arrival.',
  },
  {
    key: 'whatsapp',
    path: '/whatsapp',
    menuLabel: 'WhatsApp Account',
    title: 'WhatsApp Registration',
    description: 'Register the WhatsApp number our guides can reach you on during the tour.',
  },
  {
    key: 'axusapp',
    path: '/axusapp',
    menuLabel: 'AXUS App Connect',
    title: 'AXUS Travel App',
    description: 'Install the AXUS app and sign in to see your day-by-day itinerary.',
  },
];

export const TRAVEL_APP_NAME = 'AXUS';

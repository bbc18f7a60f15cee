/** The portal's name: the top bar's heading and the end of every document title. */
export const PORTAL_NAME = 'Guest Portal';

/** The signed-in guest's home page: where the portal opens, and where a lost or finished guest goes. */
export const DASHBOARD_PATH = '/dashboard';

/** The signed-in guest's home page: where the portal opens, and where a lost or finished guest goes. */
export const DASHBOARD_PATH = '/dashboard';

/** The router's path in a hash address (`#/meals?x` → `/meals`); the home page when empty. */
export const pathOfHash = (hash: string) => hash.replace(/^#/, '').split('?')[0] || DASHBOARD_PATH;

// Writes the portal's name (src/config/portalName.ts) into index.html: its title and first frame.
import type { Plugin } from 'vite';
import { PORTAL_NAME } from '../src/config/portalName.ts';

export function portalNameInHtml(): Plugin {
  return {
    name: 'portal-name-in-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replaceAll('%PORTAL_NAME%', PORTAL_NAME),
    },
  };
}

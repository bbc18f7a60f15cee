// Production builds take react-router's production files instead of its development build.
import { fileURLToPath } from 'node:url';

/**
 * react-router 7 exports only its development build (dev warnings, extra checks) whatever the
 * mode: remix-run/react-router#14102. It ships the production files too; these aliases pick them.
 */
export const reactRouterProductionBuild = {
  'react-router/dom': fileURLToPath(
    new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
  ),
  'react-router': fileURLToPath(
    new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

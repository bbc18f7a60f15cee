// `virtual:react-dom-client`: React DOM's client module, initialised on its first use in the build.
import type { Plugin } from 'vite';

const REACT_DOM_CLIENT = 'virtual:react-dom-client';

/**
 * See `src/app/portalRoot.ts`: the bundler turns the `require` into a call of React DOM's module
 * function at that point. The dev server serves native modules, which have no `require`, so it
 * imports React DOM as usual.
 */
export function lazyReactDomClient(isBuild: boolean): Plugin {
  return {
    name: 'lazy-react-dom-client',
    resolveId: (source) => (source === REACT_DOM_CLIENT ? `\0${REACT_DOM_CLIENT}` : undefined),
    load(id) {
      if (id !== `\0${REACT_DOM_CLIENT}`) return undefined;
      return isBuild
        ? "export const reactDomClient = () => require('react-dom/client');"
        : "import * as client from 'react-dom/client';\nexport const reactDomClient = () => client;";
    },
  };
}

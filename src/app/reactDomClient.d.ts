/** React DOM's client module (`lazyReactDomClient` in vite.config.ts). */
declare module 'virtual:react-dom-client' {
  export const reactDomClient: () => typeof import('react-dom/client');
}

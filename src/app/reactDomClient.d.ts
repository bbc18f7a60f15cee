/** React DOM's client, initialised on the first call in the build (`lazyReactDomClient` in vite.config.ts). */
declare module 'virtual:react-dom-client' {
  export const reactDomClient: () => typeof import('react-dom/client');
}

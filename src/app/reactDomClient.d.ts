/** React DOM's client module (`build/lazyReactDomClient.ts`). */
declare module 'virtual:react-dom-client' {
  export const reactDomClient: () => typeof import('react-dom/client');
}

import type { Root } from 'react-dom/client';
import { reactDomClient } from 'virtual:react-dom-client';

// React DOM's client initialises on first use, not while the bundle's imports run: it creates Error
// objects as it initialises, and with DevTools (or Lighthouse) attached each one makes V8 collect
// source positions for every function on the stack, the bundle's whole top level included.

/** Initialises React DOM's client code, so that its cost is a task of its own. */
export function loadReactDom(): void {
  reactDomClient();
}

/** React's root in the given container. */
export function createPortalRoot(container: HTMLElement): Root {
  return reactDomClient().createRoot(container);
}

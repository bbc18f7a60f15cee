import type { Root } from 'react-dom/client';
import { reactDomClient } from 'virtual:react-dom-client';

// React DOM's client initialises on first use, not while the bundle's imports run, so that its cost
// is a main-thread task of its own (see main.tsx) instead of a part of the bundle's evaluation.

/** Initialises React DOM's client code, so that its cost is a task of its own. */
export function loadReactDom(): void {
  reactDomClient();
}

/** React's root in the given container. */
export function createPortalRoot(container: HTMLElement): Root {
  return reactDomClient().createRoot(container);
}

/** The flag a harness page sets once its functions are on `window`; the opener waits for it. */
declare global {
  interface Window {
    harnessReady?: boolean;
  }
}

export function markHarnessReady() {
  window.harnessReady = true;
}

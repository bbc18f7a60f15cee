/**
 * A frame (a PDF, a provider's page) that holds the keyboard focus never matches `:focus` in the
 * portal's page (Chromium's PDF viewer, cross-origin pages), and what it shows inside draws no ring
 * of ours: the frame gets this attribute instead, which the theme draws as the focus ring.
 */
export const FRAME_FOCUS_ATTRIBUTE = 'data-holds-focus';

/** Keeps the attribute on the frame that holds the focus, if one does. Returns the undo. */
export function markFocusedFrames(win: Window = window): () => void {
  const doc = win.document;
  let timer = 0;
  const mark = () => {
    doc.querySelectorAll(`iframe[${FRAME_FOCUS_ATTRIBUTE}]`).forEach((frame) => {
      if (frame !== doc.activeElement) frame.removeAttribute(FRAME_FOCUS_ATTRIBUTE);
    });
    const active = doc.activeElement;
    if (active?.tagName === 'IFRAME') active.setAttribute(FRAME_FOCUS_ATTRIBUTE, '');
  };
  // The page's window loses the focus to the frame; the frame becomes the active element as the
  // event ends, so the mark waits a turn.
  const later = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(mark);
  };
  win.addEventListener('blur', later);
  win.addEventListener('focus', mark);
  return () => {
    win.clearTimeout(timer);
    win.removeEventListener('blur', later);
    win.removeEventListener('focus', mark);
  };
}

/** A character cell is sampled at this size, in grey levels (templates share it). */
export const TEMPLATE_WIDTH = 16;
export const TEMPLATE_HEIGHT = 28;
/**
 * A cell is one pitch wide and as tall as the template's proportions say, with the baseline this
 * far down: both come from the pitch and the baseline, which letters and digits share (OCR-B
 * digits stand taller than capitals, so a cap height would scale them wrong).
 */
export const CELL_HEIGHT_IN_PITCHES = TEMPLATE_HEIGHT / TEMPLATE_WIDTH;
export const BASELINE_FROM_TOP = 0.78;

import type { LuminancePlane } from '../../photoCheck/statistics';
import { MRZ_ALPHABET } from '../checkDigit';
import { BASELINE_FROM_TOP, TEMPLATE_HEIGHT, TEMPLATE_WIDTH } from './cell';
import { GLYPH_TEMPLATES_BASE64 } from './glyphTemplates';

const glyphs = Uint8Array.from(atob(GLYPH_TEMPLATES_BASE64), (c) => c.charCodeAt(0));

/**
 * A grey "photo" of a page whose zone is printed with the OCR-B glyphs, rotated by `degrees`,
 * on a darker desk: what the reader sees, without a browser.
 */
export function printedZone(
  lines: [string, string],
  pitch: number,
  degrees: number,
): LuminancePlane {
  const [width, height] = [Math.round(pitch * 54), Math.round(pitch * 16)];
  const data = new Uint8Array(width * height).fill(70);
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  const scale = pitch / TEMPLATE_WIDTH;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // Page coordinates: rotate about the centre.
      const dx = x - width / 2;
      const dy = y - height / 2;
      const px = cos * dx + sin * dy + width / 2;
      const py = -sin * dx + cos * dy + height / 2;
      if (px < pitch * 2 || px > width - pitch * 2 || py < pitch * 2 || py > height - pitch * 2)
        continue;
      let value = 235;
      lines.forEach((line, row) => {
        // ICAO: 2.54 mm pitch, lines 4.3 mm apart.
        const baseline = pitch * (8 + row * 1.7);
        const top = baseline - BASELINE_FROM_TOP * TEMPLATE_HEIGHT * scale;
        const column = Math.floor((px - pitch * 5) / pitch);
        const ty = Math.floor((py - top) / scale);
        const tx = Math.floor((px - pitch * 5 - column * pitch) / scale);
        if (column < 0 || column >= 44 || ty < 0 || ty >= TEMPLATE_HEIGHT) return;
        const glyph = MRZ_ALPHABET.indexOf(line[column]);
        const ink = glyphs[glyph * TEMPLATE_WIDTH * TEMPLATE_HEIGHT + ty * TEMPLATE_WIDTH + tx];
        value = Math.min(value, 20 + (ink / 255) * 215);
      });
      data[y * width + x] = value;
    }
  }
  return { data, width, height };
}

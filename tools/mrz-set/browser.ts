import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/ports';

/** Debian's fonts-ocr-b (`apt-get install -y fonts-ocr-b`). */
export const OCR_B_PATH = '/usr/share/fonts/opentype/ocr-b/OCRB.otf';

/** A headless Chromium page with OCR-B loaded as the font family "OCRB". */
export async function openDrawingPage(): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const font = readFileSync(OCR_B_PATH).toString('base64');
  await page.setContent(
    `<style>@font-face{font-family:OCRB;src:url(data:font/otf;base64,${font})}</style><p style="font-family:OCRB">0</p>`,
  );
  // tsx names functions with a helper the page does not have.
  await page.evaluate('window.__name = (f) => f; document.fonts.load("40px OCRB")');
  return { browser, page };
}

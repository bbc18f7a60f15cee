/**
 * Draws the browser suite's passport photos with a readable machine-readable zone, for the fresh
 * demo guest's travellers (tour 04/10/2027 to 04/21/2027): `npx tsx tools/mrz-set/fixtures.ts`
 * writes them to tests/e2e/fixtures/ (committed; redraw only when the drawing changes).
 */
import { writeFileSync } from 'node:fs';
import { composeTd3 } from '../../src/lib/mrz/composeTd3';
import { openDrawingPage } from './browser';
import { drawPhoto } from './draw';
import { makeSample } from './sample';

const FIXTURES = [
  { file: 'passport-zone-daniel.jpg', surname: 'WALKER', given: 'DANIEL', expiry: '310630' },
  // Expires during the tour: the page must say so.
  { file: 'passport-zone-emma-expiring.jpg', surname: 'WALKER', given: 'EMMA', expiry: '260415' },
];

const { browser, page } = await openDrawingPage();
for (const [index, fixture] of FIXTURES.entries()) {
  const sample = makeSample(77, index, [1600, 1200]);
  sample.lines = composeTd3({
    issuingState: 'GBR',
    surname: fixture.surname,
    givenNames: fixture.given,
    documentNumber: `53${index}1847${index}6`,
    nationality: 'GBR',
    birth: '880214',
    sex: index === 0 ? 'M' : 'F',
    expiry: fixture.expiry,
    personalNumber: '',
  });
  // A careful photo: flat, sharp, no glare.
  Object.assign(sample.conditions, {
    rotation: 1,
    keystone: 0.01,
    blur: 0.3,
    noise: 3,
    jpegQuality: 0.85,
    shading: 0.1,
    glare: [],
    pageShare: 0.85,
  });
  const url = await page.evaluate(drawPhoto, sample);
  writeFileSync(`tests/e2e/fixtures/${fixture.file}`, Buffer.from(url.split(',')[1], 'base64'));
}
await browser.close();
console.log(`wrote ${FIXTURES.length} photos to tests/e2e/fixtures`);

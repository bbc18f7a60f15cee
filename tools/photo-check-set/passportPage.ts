/**
 * Browser side of the labelled set: draws a synthetic passport data page (security print,
 * photo box, fields, two OCR-B machine-readable lines) on a table, then degrades it the way a
 * phone camera does. Runs in Chromium (tools/harness/photoCheck.html); the OCR-B face comes from
 * Debian's fonts-ocr-b, served by the generator.
 */
export interface PhotoSpec {
  seed: number;
  /** Size of the photo before any downscaling. */
  width: number;
  height: number;
  /** Degrees; a hand-held photo is rarely square to the page. */
  rotation: number;
  /** Share of the frame's short side the page's height takes. */
  pageScale: number;
  /** Gaussian blur sigma in pixels of a 1000 px long side (scaled to the photo). */
  blur: number;
  /** Brightness multiplier (camera exposure). */
  exposure: number;
  /** White veil over everything, 0 to 1 (washed-out highlights). */
  washout: number;
  /** Reflections, in page coordinates (0 to 1), with core strength 0 to 1. */
  glare: { x: number; y: number; rx: number; ry: number; strength: number }[];
  /** Final long side (the photo is resampled when this is smaller). */
  longSide: number;
  /** JPEG quality, 0 to 1. */
  quality: number;
  /** Sensor noise amplitude in grey levels. */
  noise: number;
  /** Uneven light across the page, 0 (even) to 1 (strong falloff). */
  falloff: number;
}

const SURNAMES = ['TANAKA', 'OKONKWO', 'LINDQVIST', 'MARTINEZ', 'OBRIEN', 'NGUYEN', 'SCHMIDT'];
const GIVEN = ['AIKO', 'CHIDI', 'ELSA', 'LUCIA', 'SEAN', 'MINH', 'KLARA', 'JONAS', 'PRIYA'];
const NATIONS = [
  ['UTO', 'UTOPIA'],
  ['D', 'DEUTSCH'],
  ['GBR', 'BRITISH CITIZEN'],
  ['AUS', 'AUSTRALIAN'],
  ['CAN', 'CANADIAN'],
];

function random(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const pick = <T>(items: readonly T[], next: () => number): T =>
  items[Math.floor(next() * items.length)] as T;

function drawTable(
  context: OffscreenCanvasRenderingContext2D,
  spec: PhotoSpec,
  next: () => number,
) {
  const { width, height } = spec;
  const hue = Math.floor(next() * 360);
  const light = 18 + Math.floor(next() * 45);
  context.fillStyle = `hsl(${hue} ${20 + next() * 30}% ${light}%)`;
  context.fillRect(0, 0, width, height);
  // Wood grain or cloth: long faint stripes.
  for (let index = 0; index < 60; index += 1) {
    context.strokeStyle = `hsla(${hue} 30% ${light + (next() - 0.5) * 20}% / 0.35)`;
    context.lineWidth = 2 + next() * (width / 150);
    const y = next() * height;
    context.beginPath();
    context.moveTo(0, y);
    context.bezierCurveTo(width / 3, y + (next() - 0.5) * 80, (2 * width) / 3, y, width, y + 20);
    context.stroke();
  }
}

function drawPage(
  context: OffscreenCanvasRenderingContext2D,
  pageWidth: number,
  next: () => number,
) {
  const pageHeight = pageWidth / 1.42;
  const unit = pageWidth / 125; // one millimetre of a 125 mm page
  const hue = 20 + Math.floor(next() * 200);
  context.fillStyle = `hsl(${hue} 35% ${86 + next() * 6}%)`;
  context.beginPath();
  context.roundRect(0, 0, pageWidth, pageHeight, 4 * unit);
  context.fill();
  // Guilloche security print.
  context.lineWidth = Math.max(1, unit * 0.15);
  for (let line = 0; line < 26; line += 1) {
    context.strokeStyle = `hsla(${hue + 40} 40% 70% / 0.55)`;
    context.beginPath();
    for (let step = 0; step <= 120; step += 1) {
      const x = (step / 120) * pageWidth;
      const y =
        pageHeight * (0.08 + line * 0.034) +
        Math.sin(step / (4 + (line % 5)) + line) * unit * (2 + (line % 3));
      if (step === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    }
    context.stroke();
  }
  const [code, nation] = pick(NATIONS, next);
  const surname = pick(SURNAMES, next);
  const given = pick(GIVEN, next);
  const number = `${String.fromCharCode(65 + Math.floor(next() * 26))}${Math.floor(10_000_000 + next() * 89_999_999)}`;
  const birth = `${10 + Math.floor(next() * 18)} ${pick(['JAN', 'APR', 'JUL', 'OCT', 'DEC'], next)} 19${60 + Math.floor(next() * 39)}`;

  context.fillStyle = '#1d2433';
  context.font = `bold ${5 * unit}px sans-serif`;
  context.fillText(`PASSPORT  ${nation}`, 6 * unit, 9 * unit);
  // Photo box with a simple head and shoulders.
  context.fillStyle = `hsl(${hue} 15% 70%)`;
  context.fillRect(6 * unit, 14 * unit, 32 * unit, 42 * unit);
  context.fillStyle = `hsl(25 30% ${35 + next() * 30}%)`;
  context.beginPath();
  context.ellipse(22 * unit, 30 * unit, 8 * unit, 10.5 * unit, 0, 0, Math.PI * 2);
  context.ellipse(22 * unit, 56 * unit, 15 * unit, 12 * unit, 0, Math.PI, 0);
  context.fill();

  const fields: [string, string][] = [
    ['Type / Type', 'P'],
    ['Passport No.', number],
    ['Surname / Nom', surname],
    ['Given names / Prénoms', given],
    ['Nationality', nation],
    ['Date of birth', birth],
    ['Sex', next() < 0.5 ? 'F' : 'M'],
    ['Date of expiry', `0${1 + Math.floor(next() * 9)} MAR 20${30 + Math.floor(next() * 6)}`],
  ];
  fields.forEach(([label, value], index) => {
    const column = index % 2;
    const row = Math.floor(index / 2);
    const x = (44 + column * 40) * unit;
    const y = (17 + row * 10.5) * unit;
    context.fillStyle = '#4a5568';
    context.font = `${2.2 * unit}px sans-serif`;
    context.fillText(label, x, y);
    context.fillStyle = '#111111';
    context.font = `bold ${3.4 * unit}px sans-serif`;
    context.fillText(value, x, y + 4.2 * unit);
  });

  const pad = (text: string, length: number) => (text + '<'.repeat(length)).slice(0, length);
  const first = pad(`P<${code.padEnd(3, '<')}${surname}<<${given}`, 44);
  const second = pad(
    `${number}<${Math.floor(next() * 10)}${code.padEnd(3, '<')}${Math.floor(100000 + next() * 899999)}`,
    44,
  );
  context.fillStyle = '#111111';
  context.font = `${4.3 * unit}px "OCR-B"`;
  context.fillText(first, 5 * unit, pageHeight - 14 * unit, pageWidth - 10 * unit);
  context.fillText(second, 5 * unit, pageHeight - 6 * unit, pageWidth - 10 * unit);
  return pageHeight;
}

function addNoise(context: OffscreenCanvasRenderingContext2D, spec: PhotoSpec, next: () => number) {
  if (spec.noise <= 0) return;
  const image = context.getImageData(0, 0, spec.width, spec.height);
  const data = image.data;
  for (let offset = 0; offset < data.length; offset += 4) {
    const noise = (next() + next() + next() - 1.5) * spec.noise * 2;
    data[offset] += noise;
    data[offset + 1] += noise;
    data[offset + 2] += noise;
  }
  context.putImageData(image, 0, 0);
}

/** Renders one photo of the labelled set as a JPEG. */
export async function drawPassportPhoto(spec: PhotoSpec): Promise<Blob> {
  const next = random(spec.seed);
  const { width, height } = spec;
  const scene = new OffscreenCanvas(width, height);
  const context = scene.getContext('2d');
  if (!context) throw new Error('no 2d context');
  drawTable(context, spec, next);

  const pageWidth = Math.min(width * 0.95, spec.pageScale * Math.min(width, height) * 1.42);
  const pageHeight = pageWidth / 1.42;
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate((spec.rotation * Math.PI) / 180);
  context.translate(-pageWidth / 2, -pageHeight / 2);
  context.shadowColor = 'rgba(0,0,0,0.35)';
  context.shadowBlur = pageWidth / 60;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, pageWidth, pageHeight);
  context.shadowColor = 'transparent';
  drawPage(context, pageWidth, next);
  context.restore();
  if (spec.falloff > 0) {
    const shade = context.createRadialGradient(
      width * next(),
      height * next(),
      0,
      width / 2,
      height / 2,
      Math.max(width, height),
    );
    shade.addColorStop(0, 'rgb(255,255,255)');
    shade.addColorStop(
      1,
      `rgb(${Math.round(255 * (1 - spec.falloff * 0.6))},${Math.round(255 * (1 - spec.falloff * 0.6))},${Math.round(255 * (1 - spec.falloff * 0.55))})`,
    );
    context.globalCompositeOperation = 'multiply';
    context.fillStyle = shade;
    context.fillRect(0, 0, width, height);
    context.globalCompositeOperation = 'source-over';
  }

  const camera = new OffscreenCanvas(width, height);
  const lens = camera.getContext('2d');
  if (!lens) throw new Error('no 2d context');
  const blurPx = (spec.blur * Math.max(width, height)) / 1000;
  lens.filter = `${blurPx > 0 ? `blur(${blurPx}px) ` : ''}brightness(${spec.exposure})`;
  lens.drawImage(scene, 0, 0);
  lens.filter = 'none';
  // Sensor noise comes before clipping: a burnt-out reflection is flat white, as on a phone.
  addNoise(lens, spec, next);
  // Reflections burn out on the sensor whatever the exposure: drawn after it, through the lens.
  lens.save();
  if (blurPx > 0) lens.filter = `blur(${blurPx}px)`;
  lens.translate(width / 2, height / 2);
  lens.rotate((spec.rotation * Math.PI) / 180);
  lens.translate(-pageWidth / 2, -pageHeight / 2);
  for (const glare of spec.glare) {
    const gradient = lens.createRadialGradient(0, 0, 0, 0, 0, 1);
    gradient.addColorStop(0, `rgba(255,255,255,${glare.strength})`);
    gradient.addColorStop(0.55, `rgba(255,255,255,${glare.strength})`);
    gradient.addColorStop(1, 'rgba(255,255,255,0)');
    lens.save();
    lens.translate(glare.x * pageWidth, glare.y * pageHeight);
    lens.scale(glare.rx * pageWidth, glare.ry * pageHeight);
    lens.fillStyle = gradient;
    lens.beginPath();
    lens.arc(0, 0, 1, 0, Math.PI * 2);
    lens.fill();
    lens.restore();
  }
  lens.restore();
  if (spec.washout > 0) {
    lens.fillStyle = `rgba(255,255,255,${spec.washout})`;
    lens.fillRect(0, 0, width, height);
  }

  const scale = Math.min(1, spec.longSide / Math.max(width, height));
  const out = new OffscreenCanvas(Math.round(width * scale), Math.round(height * scale));
  const outContext = out.getContext('2d');
  if (!outContext) throw new Error('no 2d context');
  outContext.imageSmoothingQuality = 'high';
  outContext.drawImage(camera, 0, 0, out.width, out.height);
  return out.convertToBlob({ type: 'image/jpeg', quality: spec.quality });
}

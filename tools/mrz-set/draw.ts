import type { Sample } from './sample';

/**
 * Runs inside the Chromium page (no imports): draws a passport data page with its zone in OCR-B,
 * lays it on a desk with the sample's conditions, and returns the photo as a JPEG data URL.
 */
export function drawPhoto(sample: Sample): string {
  const { width, height, lines, conditions: c } = sample;
  const canvas = (w: number, h: number) => {
    const element = document.createElement('canvas');
    element.width = w;
    element.height = h;
    const context = element.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d');
    return { element, context };
  };
  let seed = lines[1].charCodeAt(3) * 7919 + lines[1].charCodeAt(5);
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };

  // The data page, 125 x 88 mm; the zone's pitch is 2.54 mm (ICAO 9303).
  const pw = Math.round(width * c.pageShare);
  const ph = Math.round(pw * 0.704);
  const mm = pw / 125;
  const page = canvas(pw, ph);
  const p = page.context;
  p.fillStyle = c.paper;
  p.fillRect(0, 0, pw, ph);
  p.strokeStyle = 'rgba(120,140,170,0.25)';
  for (let wave = 0; wave < 14; wave += 1) {
    p.beginPath();
    for (let x = 0; x <= pw; x += 4) {
      const y = ph * (0.1 + wave * 0.05) + Math.sin(x / (9 * mm) + wave) * 3 * mm;
      if (x === 0) p.moveTo(x, y);
      else p.lineTo(x, y);
    }
    p.stroke();
  }
  p.fillStyle = '#8d8d8d';
  p.fillRect(5 * mm, 14 * mm, 32 * mm, 42 * mm);
  p.fillStyle = '#1c2a4a';
  p.font = `bold ${4 * mm}px sans-serif`;
  p.fillText('PASSPORT  PASSEPORT', 6 * mm, 8 * mm);
  p.font = `${2.6 * mm}px sans-serif`;
  const surname = lines[0].slice(5).split('<<')[0].replace(/</g, ' ');
  const labels = [
    'Type P',
    `Surname ${surname}`,
    'Given names',
    'Nationality',
    'Date of birth',
    'Sex',
    'Date of expiry',
  ];
  labels.forEach((label, row) => p.fillText(label, 42 * mm, (16 + row * 6) * mm));

  p.fillStyle = '#101010';
  p.font = `${100}px OCRB`;
  const fontSize = (100 * 2.54 * mm) / p.measureText('0').width;
  p.font = `${fontSize}px OCRB`;
  p.fillText(lines[0], 6 * mm, ph - 8.2 * mm);
  p.fillText(lines[1], 6 * mm, ph - 3.9 * mm);

  // Glare on the page: soft white spots.
  for (const spot of c.glare) {
    const gradient = p.createRadialGradient(
      spot.x * pw,
      spot.y * ph,
      0,
      spot.x * pw,
      spot.y * ph,
      spot.radius * pw,
    );
    gradient.addColorStop(0, `rgba(255,255,255,${spot.strength})`);
    gradient.addColorStop(1, 'rgba(255,255,255,0)');
    p.globalCompositeOperation = 'lighter';
    p.fillStyle = gradient;
    p.fillRect(0, 0, pw, ph);
    p.globalCompositeOperation = 'source-over';
  }

  // The photo: desk, then the page in strips (a horizontal keystone), rotated about the centre.
  const photo = canvas(width, height);
  const o = photo.context;
  o.fillStyle = c.desk;
  o.fillRect(0, 0, width, height);
  o.translate(width / 2, height / 2);
  o.rotate((c.rotation * Math.PI) / 180);
  const strips = 80;
  const k = c.keystone;
  for (let strip = 0; strip < strips; strip += 1) {
    const u0 = strip / strips;
    const u1 = (strip + 1) / strips;
    const x0 = pw * (u0 + k * (u0 * u0 - u0));
    const x1 = pw * (u1 + k * (u1 * u1 - u1));
    const scale = 1 + k * (2 * ((u0 + u1) / 2) - 1);
    const h = ph * scale;
    o.drawImage(
      page.element,
      u0 * pw,
      0,
      pw / strips + 0.5,
      ph,
      x0 - pw / 2,
      -h / 2,
      x1 - x0 + 0.5,
      h,
    );
  }
  o.setTransform(1, 0, 0, 1, 0, 0);

  // Uneven light: one side darker.
  const shade = o.createLinearGradient(0, 0, width, height * next());
  shade.addColorStop(0, 'rgba(0,0,0,0)');
  shade.addColorStop(1, `rgba(0,0,0,${c.shading})`);
  o.fillStyle = shade;
  o.fillRect(0, 0, width, height);

  const blurred = canvas(width, height);
  blurred.context.filter = `blur(${c.blur}px)`;
  blurred.context.drawImage(photo.element, 0, 0);
  const image = blurred.context.getImageData(0, 0, width, height);
  for (let index = 0; index < image.data.length; index += 4) {
    const n = (next() + next() + next() - 1.5) * 2 * c.noise;
    for (let channel = 0; channel < 3; channel += 1) image.data[index + channel] += n;
  }
  blurred.context.putImageData(image, 0, 0);
  return blurred.element.toDataURL('image/jpeg', c.jpegQuality);
}

/**
 * Generates a camera-like JPEG in the browser: smooth gradients, shapes and mild sensor noise,
 * so it encodes to a realistic 2 to 5 MB at 12 MP (pure noise would be unrealistically large).
 * `markTopLeft` paints the top-left quadrant pure red, to check orientation after compression.
 * Self-contained on purpose: Playwright can send its source into a page.
 */
export async function makePhotoBlob(
  width: number,
  height: number,
  seed = 0,
  markTopLeft = false,
): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, `hsl(${(seed * 47) % 360} 60% 70%)`);
  gradient.addColorStop(1, `hsl(${(seed * 47 + 120) % 360} 50% 35%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  for (let index = 0; index < 40; index += 1) {
    context.fillStyle = `hsla(${(index * 37 + seed * 11) % 360} 70% 50% / 0.5)`;
    context.beginPath();
    context.arc(
      ((index * 7919) % 97) * (width / 97),
      ((index * 104729) % 89) * (height / 89),
      (width / 20) * (1 + (index % 5)),
      0,
      Math.PI * 2,
    );
    context.fill();
  }
  const image = context.getImageData(0, 0, width, height);
  const data = image.data;
  let state = 12345 + seed;
  for (let offset = 0; offset < data.length; offset += 4) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const noise = (state % 25) - 12;
    data[offset] = (data[offset] ?? 0) + noise;
    data[offset + 1] = (data[offset + 1] ?? 0) + noise;
    data[offset + 2] = (data[offset + 2] ?? 0) + noise;
  }
  context.putImageData(image, 0, 0);
  if (markTopLeft) {
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, width / 2, height / 2);
  }
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
}

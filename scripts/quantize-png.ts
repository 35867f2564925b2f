// Rewrites a truecolour PNG as an indexed one (at most 256 colours by median cut, alpha kept in
// the palette). The app's icons are one gradient under a few flat shapes: 256 colours show no
// banding, and the file is a third to a sixth of the size. Chrome fetches the 192 px icon on every
// first visit (the manifest's install check), beside the page's own code. No dithering: its noise
// doubles the file for no visible gain.
// Usage: npx tsx scripts/quantize-png.ts <file.png>... (render-icons.ts runs it on the icons)
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { decode, encode } from 'fast-png';

/** Median cut over RGBA: splits the box with the widest channel range at its median. */
type Rgba = ArrayLike<number>;

function medianCut(pixels: Rgba[], maxColors: number): number[][] {
  let boxes = [pixels];
  while (boxes.length < maxColors) {
    let widest = -1;
    let widestRange = 0;
    let widestChannel = 0;
    boxes.forEach((box, index) => {
      if (box.length < 2) return;
      for (let channel = 0; channel < 4; channel += 1) {
        let min = 255;
        let max = 0;
        for (const pixel of box) {
          if (pixel[channel] < min) min = pixel[channel];
          if (pixel[channel] > max) max = pixel[channel];
        }
        if (max - min > widestRange) {
          widestRange = max - min;
          widest = index;
          widestChannel = channel;
        }
      }
    });
    if (widest === -1) break;
    const box = boxes[widest].sort((a, b) => a[widestChannel] - b[widestChannel]);
    const middle = box.length >> 1;
    boxes = [
      ...boxes.slice(0, widest),
      box.slice(0, middle),
      box.slice(middle),
      ...boxes.slice(widest + 1),
    ];
  }
  return boxes.map((box) =>
    [0, 1, 2, 3].map((channel) =>
      Math.round(box.reduce((sum, pixel) => sum + pixel[channel], 0) / box.length),
    ),
  );
}

function nearest(palette: number[][], r: number, g: number, b: number, a: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let index = 0; index < palette.length; index += 1) {
    const [pr, pg, pb, pa] = palette[index];
    const distance = (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2 + 2 * (pa - a) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  }
  return best;
}

/** RGB samples with an opaque alpha channel added. */
function withAlpha(rgb: Uint8Array): Uint8Array {
  const rgba = new Uint8Array((rgb.length / 3) * 4);
  for (let pixel = 0; pixel < rgb.length / 3; pixel += 1) {
    rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    rgba[pixel * 4 + 3] = 255;
  }
  return rgba;
}

export function quantize(file: string): void {
  const png = decode(readFileSync(file));
  if (png.depth !== 8 || (png.channels !== 4 && png.channels !== 3)) {
    throw new Error(`${file}: expected an 8-bit RGB or RGBA image`);
  }
  const { width, height } = png;
  // An 8-bit image's samples are bytes.
  const samples = Uint8Array.from(png.data);
  const data = png.channels === 4 ? samples : withAlpha(samples);
  const pixels: Uint8Array[] = [];
  for (let offset = 0; offset < data.length; offset += 4)
    pixels.push(data.subarray(offset, offset + 4));
  // PNG's transparency chunk lists alphas from index 0 on (fast-png writes those below 255 in
  // palette order): the translucent entries come first.
  const palette = medianCut(pixels, 256).sort((a, b) => a[3] - b[3]);
  const indices = new Uint8Array(width * height);
  for (let pixel = 0; pixel < indices.length; pixel += 1) {
    const offset = pixel * 4;
    indices[pixel] = nearest(
      palette,
      data[offset],
      data[offset + 1],
      data[offset + 2],
      data[offset + 3],
    );
  }
  const before = readFileSync(file).length;
  const out = encode({ width, height, data: indices, depth: 8, channels: 1, palette });
  writeFileSync(file, out);
  console.log(`${file}: ${before} -> ${out.length} bytes`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const file of process.argv.slice(2)) quantize(file);
}

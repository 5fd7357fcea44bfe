import sharp from 'sharp';
import type { ImageStorage } from '../platform/storage/storage.module';
import type { PosterImage } from './context';

/** How many different demo posters the projects share. */
export const DEMO_POSTER_COUNT = 24;

/** Colour pairs of the posters' gradients: dark enough that a light title on the card stays legible. */
const palettes: readonly [string, string][] = [
  ['#1d3557', '#e63946'],
  ['#2b2d42', '#8d99ae'],
  ['#3a0ca3', '#f72585'],
  ['#004b23', '#70e000'],
  ['#432818', '#bb9457'],
  ['#03045e', '#00b4d8'],
  ['#5a189a', '#ff9e00'],
  ['#370617', '#f48c06'],
];

/**
 * A poster drawn from its number alone (gradient, a sun and hills, a few stars) in one of three
 * shapes, so the card grid shows the ratios real posters have. Drawn, not shipped: no binary files
 * in the repository, and the same number always gives the same picture.
 */
export function demoPosterSvg(number: number): string {
  const [from, to] = palettes[number % palettes.length]!;
  const width = 600;
  const height = [800, 900, 660][number % 3]!;
  const sunX = 120 + ((number * 97) % 360);
  const sunY = 140 + ((number * 53) % 200);
  const hill = (offset: number, lift: number, opacity: number) =>
    `<path d="M0 ${height - lift} Q ${150 + offset} ${height - lift - 140} ${300 + offset / 2} ${height - lift - 40} T ${width} ${height - lift - 60} V ${height} H 0 Z" fill="#000" fill-opacity="${opacity}"/>`;
  const stars = Array.from({ length: 12 }, (_, star) => {
    const x = (number * 31 + star * 47) % width;
    const y = (number * 17 + star * 29) % (height / 2);
    return `<circle cx="${x}" cy="${y}" r="${1 + (star % 3)}" fill="#fff" fill-opacity="0.7"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>${stars}
  <circle cx="${sunX}" cy="${sunY}" r="${60 + (number % 4) * 15}" fill="#fff" fill-opacity="0.35"/>
  ${hill(0, 160, 0.25)}${hill(120, 60, 0.45)}
</svg>`;
}

/** Stores the demo posters through the API's image storage (local folder or S3, as configured). */
export async function storeDemoPosters(
  storage: ImageStorage,
  count = DEMO_POSTER_COUNT,
): Promise<PosterImage[]> {
  const posters: PosterImage[] = [];
  for (let number = 1; number <= count; number += 1) {
    const png = await sharp(Buffer.from(demoPosterSvg(number)))
      .png()
      .toBuffer();
    const stored = await storage.saveImage(png, 'poster');
    posters.push({
      preview: stored.preview,
      full: stored.full,
      previewWidth: stored.previewWidth,
      previewHeight: stored.previewHeight,
    });
  }
  return posters;
}

import sharp from 'sharp';
import type { ImageStorage } from '../platform/storage/storage.module';
import type { PosterImage } from './context';
import type { MessagePicture } from './messages';

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

/**
 * The picture of the demo messages: a reader's screenshot of a translated visual novel's scene (a
 * sky, a character's silhouette, the dialogue box with a name plate and lines of text). Drawn from
 * shapes alone, like the posters: no binary file and no font, so it is the same on every machine.
 */
export function demoMessagePictureSvg(): string {
  const [width, height] = [1280, 720];
  const line = (y: number, length: number) =>
    `<rect x="120" y="${y}" width="${length}" height="18" rx="9" fill="#f1f1f4" fill-opacity="0.9"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f4a261"/><stop offset="0.6" stop-color="#e76f51"/><stop offset="1" stop-color="#264653"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="1010" cy="170" r="70" fill="#fff" fill-opacity="0.35"/>
  <path d="M0 470 Q 320 390 640 450 T 1280 430 V 720 H 0 Z" fill="#1d3557" fill-opacity="0.55"/>
  <circle cx="640" cy="250" r="78" fill="#2b2d42"/>
  <path d="M520 520 Q 520 340 640 330 Q 760 340 760 520 Z" fill="#2b2d42"/>
  <rect x="80" y="470" width="1120" height="210" rx="18" fill="#14213d" fill-opacity="0.82"/>
  <rect x="100" y="440" width="220" height="48" rx="12" fill="#e63946"/>
  <rect x="130" y="456" width="160" height="16" rx="8" fill="#fff" fill-opacity="0.9"/>
  ${line(520, 960)}${line(560, 900)}${line(600, 1010)}
  <path d="M1150 640 l 16 0 l -8 12 Z" fill="#fff"/>
</svg>`;
}

/** Stores the demo messages' picture through the API's image storage, as a message upload is. */
export async function storeDemoMessagePicture(storage: ImageStorage): Promise<MessagePicture> {
  const png = await sharp(Buffer.from(demoMessagePictureSvg())).png().toBuffer();
  const stored = await storage.saveImage(png, 'comment');
  return { preview: stored.preview, full: stored.full };
}

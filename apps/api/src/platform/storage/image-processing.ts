import { DomainError } from '@vn/domain';
import sharp, { type Metadata, type Sharp } from 'sharp';

/** An upload larger than this is refused before anything decodes it. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * Width × height an upload may declare. A few kilobytes of PNG can declare 20000×20000 pixels and
 * would take over a gigabyte to decode (a decompression bomb); 40 megapixels covers any photo.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const NOT_AN_IMAGE_MESSAGE = 'Файл не является изображением';
export const TOO_MANY_BYTES_MESSAGE = 'Изображение слишком большое (больше 10 МБ)';
export const TOO_MANY_PIXELS_MESSAGE = 'Изображение слишком большое (больше 40 мегапикселей)';

interface Rendition {
  width: number;
  height: number;
  /**
   * `cover` crops to exactly width × height (avatars are squares in every place they appear);
   * `inside` keeps the proportions within the box and never enlarges a smaller picture.
   */
  fit: 'cover' | 'inside';
}

/**
 * A rendition as wide as the pages show it, never enlarged. The height is only a bound, three widths,
 * so a picture a hundred screens tall does not become a 25000-pixel preview.
 */
function inside(width: number): Rendition {
  return { width, height: width * 3, fit: 'inside' };
}

/** A square rendition, cropped to fill it. */
function square(size: number): Rendition {
  return { width: size, height: size, fit: 'cover' };
}

/** Renditions per use. */
export const imageKinds = {
  // docs/product §9: an identity provider's 96-pixel avatar is upscaled to 300.
  avatar: { preview: square(96), full: square(300) },
  background: { preview: inside(640), full: inside(1920) },
  comment: { preview: inside(480), full: inside(1600) },
  // docs/product §9: a card's poster is 220 pixels wide.
  poster: { preview: inside(220), full: inside(800) },
  screenshot: { preview: inside(480), full: inside(1920) },
} satisfies Record<string, { preview: Rendition; full: Rendition }>;

export type ImageKind = keyof typeof imageKinds;

export function isImageKind(value: string): value is ImageKind {
  return Object.hasOwn(imageKinds, value);
}

export interface ProcessedRendition {
  buffer: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  preview: ProcessedRendition;
  full: ProcessedRendition;
  contentType: 'image/webp';
}

/**
 * Formats we take, by what the decoder found in the bytes (the file's name and declared type are the
 * client's word and mean nothing). SVG is refused: it is a document that can carry scripts. HEIF is
 * taken only as AVIF (AV1); HEIC needs a decoder sharp's prebuilt binaries do not have.
 */
function isAcceptedFormat(metadata: Metadata): boolean {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return true;
    case 'heif':
      return metadata.compression === 'av1';
    default:
      return false;
  }
}

const notAnImage = () => new DomainError('unsupportedMediaType', NOT_AN_IMAGE_MESSAGE);

/**
 * Checks an upload by its content and makes the two WebP renditions its kind needs.
 *
 * - Metadata (EXIF with the camera's location, XMP, comments) is dropped: sharp writes none unless
 *   asked. The EXIF orientation is applied to the pixels first, so phone photos stand upright.
 * - Colours are converted to sRGB (sharp's default without `withMetadata`), so CMYK JPEGs show right.
 * - Animated GIF and WebP keep their first frame only: an animation multiplies the work and memory
 *   of every upload by its frame count, which the per-frame pixel limit does not bound, and moving
 *   avatars and backgrounds distract more than they please.
 *
 * Whatever is not a decodable image of an accepted format answers 415; too many bytes or pixels 413.
 */
export async function processImage(
  input: Buffer,
  options: { kind: ImageKind },
): Promise<ProcessedImage> {
  if (input.length > MAX_IMAGE_BYTES) throw new DomainError('tooLarge', TOO_MANY_BYTES_MESSAGE);
  if (input.length === 0) throw notAnImage();

  let metadata: Metadata;
  try {
    // Reads the header only, cheap even for a bomb; without a pixel limit here, so that a bomb is
    // told apart from a broken file by the check below.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!isAcceptedFormat(metadata)) throw notAnImage();
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw new DomainError('tooLarge', TOO_MANY_PIXELS_MESSAGE);
  }

  const sizes = imageKinds[options.kind];
  // The decoder gets the limit too, a second guard should the header and the data disagree.
  // `failOn: 'warning'` (sharp's default, spelled out): a damaged file fails instead of half-decoding.
  const oriented = sharp(input, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'warning',
  }).autoOrient();
  try {
    const [preview, full] = await Promise.all([
      render(oriented.clone(), sizes.preview, 80),
      render(oriented.clone(), sizes.full, 82),
    ]);
    return { preview, full, contentType: 'image/webp' };
  } catch {
    // The header was fine but the pixels are not (a truncated or corrupt file).
    throw notAnImage();
  }
}

async function render(image: Sharp, size: Rendition, quality: number): Promise<ProcessedRendition> {
  const { data, info } = await image
    .resize({
      width: size.width,
      height: size.height,
      fit: size.fit,
      position: 'centre',
      withoutEnlargement: size.fit === 'inside',
    })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { buffer: data, width: info.width, height: info.height };
}

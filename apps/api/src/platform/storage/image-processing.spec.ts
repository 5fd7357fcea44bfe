import { crc32, deflateSync } from 'node:zlib';
import { DomainError } from '@vn/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  imageKinds,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  processImage,
  TOO_MANY_BYTES_MESSAGE,
  TOO_MANY_PIXELS_MESSAGE,
} from './image-processing';

const solid = (width: number, height: number, background = '#3a7bd5') =>
  sharp({ create: { width, height, channels: 3, background } });

/** Random pixels: compresses badly, so a cut through the file lands in the image data. */
function noise(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  });
}

/** The RGB of one output pixel. */
async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
}

/**
 * A valid PNG of 20000×20000 one-bit pixels in a few tens of kilobytes: the zeros deflate to
 * nothing, while decoding would take 400 MB. Written by hand, as encoding one with sharp takes long.
 */
function decompressionBomb(size = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: filter byte 0, then size/8 bytes of black.
  const pixels = deflateSync(Buffer.alloc(size * (1 + size / 8)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function rejection(input: Buffer): Promise<DomainError> {
  const error = await processImage(input, { kind: 'avatar' }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('processImage', () => {
  it('makes WebP renditions of the kind’s sizes from png, jpeg, webp and avif', async () => {
    const inputs = {
      png: await solid(800, 600).png().toBuffer(),
      jpeg: await solid(800, 600).jpeg().toBuffer(),
      webp: await solid(800, 600).webp().toBuffer(),
      avif: await solid(800, 600).avif({ effort: 0 }).toBuffer(),
    };
    for (const [format, input] of Object.entries(inputs)) {
      const avatar = await processImage(input, { kind: 'avatar' });
      expect(avatar.contentType, format).toBe('image/webp');
      expect(avatar.preview, format).toMatchObject({ width: 96, height: 96 });
      expect(avatar.full, format).toMatchObject({ width: 300, height: 300 });
      const written = await sharp(avatar.full.buffer).metadata();
      expect(written, format).toMatchObject({ format: 'webp', width: 300, height: 300 });
    }
  });

  it('keeps proportions within the width of inside kinds and never enlarges', async () => {
    const wide = await solid(3840, 1080).png().toBuffer();
    const background = await processImage(wide, { kind: 'background' });
    expect(background.preview).toMatchObject({ width: 640, height: 180 });
    expect(background.full).toMatchObject({ width: 1920, height: 540 });

    const small = await solid(300, 450).jpeg().toBuffer();
    const poster = await processImage(small, { kind: 'poster' });
    expect(poster.preview).toMatchObject({ width: imageKinds.poster.preview.width, height: 330 });
    expect(poster.full).toMatchObject({ width: 300, height: 450 });

    // A very tall strip is bounded by three widths in height.
    const strip = await solid(500, 10_000).png().toBuffer();
    const comment = await processImage(strip, { kind: 'comment' });
    expect(comment.preview).toMatchObject({ width: 72, height: 1440 });
  });

  it('applies the EXIF orientation, then drops EXIF with the camera’s location', async () => {
    // Stored sideways, red on the left: orientation 6 says "turn 90° clockwise to view".
    const red = await solid(200, 200, '#ff0000').png().toBuffer();
    const photo = await solid(400, 200, '#0000ff')
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg({ quality: 95 })
      .withExif({
        IFD0: { Copyright: 'exif-marker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    // The GPS IFD pointer tag (0x8825, little-endian) and our marker are in the input's EXIF.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.exif?.includes('exif-marker')).toBe(true);

    const { full } = await processImage(photo, { kind: 'screenshot' });
    expect(full).toMatchObject({ width: 200, height: 400 });
    const after = await sharp(full.buffer).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(full.buffer.includes('exif-marker')).toBe(false);
    // Turned upright: the red half is now on top.
    const [r1, , b1] = await pixelAt(full.buffer, 100, 50);
    const [r2, , b2] = await pixelAt(full.buffer, 100, 350);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(r2).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
  });

  it('takes the first frame of an animated GIF', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map((colour) => solid(64, 48, colour).png().toBuffer()),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: 100 })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);

    const { full } = await processImage(gif, { kind: 'comment' });
    expect(full).toMatchObject({ width: 64, height: 48 });
    const written = await sharp(full.buffer).metadata();
    expect(written.pages ?? 1).toBe(1);
    const [r, g, b] = await pixelAt(full.buffer, 32, 24);
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(60);
  });

  it('refuses a text file named like a picture with 415', async () => {
    const error = await rejection(Buffer.from('this is not a png, whatever the name says\n'));
    expect(error).toMatchObject({ status: 415, message: NOT_AN_IMAGE_MESSAGE });
    expect((await rejection(Buffer.alloc(0))).status).toBe(415);
  });

  it('refuses SVG, which sharp could draw but may carry scripts, with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
        '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
    );
    expect((await sharp(svg).metadata()).format).toBe('svg');
    expect(await rejection(svg)).toMatchObject({ status: 415, message: NOT_AN_IMAGE_MESSAGE });
  });

  it('refuses formats sharp reads but we do not take (TIFF) with 415', async () => {
    const tiff = await solid(32, 32).tiff().toBuffer();
    expect((await rejection(tiff)).status).toBe(415);
  });

  it('refuses a truncated JPEG with 415, though its header is fine', async () => {
    const jpeg = await noise(512, 512).jpeg({ quality: 90 }).toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect((await sharp(truncated).metadata()).format).toBe('jpeg');
    expect(await rejection(truncated)).toMatchObject({
      status: 415,
      message: NOT_AN_IMAGE_MESSAGE,
    });
  });

  it('refuses a decompression bomb by its declared size with 413, without decoding it', async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const declared = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(declared).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });

    const started = Date.now();
    expect(await rejection(bomb)).toMatchObject({ status: 413, message: TOO_MANY_PIXELS_MESSAGE });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses more than 10 MB with 413 before decoding', async () => {
    const error = await rejection(Buffer.alloc(MAX_IMAGE_BYTES + 1));
    expect(error).toMatchObject({ status: 413, message: TOO_MANY_BYTES_MESSAGE });
  });
});

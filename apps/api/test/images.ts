import sharp from 'sharp';

/** A real PNG (400×300), as a browser would upload it. */
export const pngImage = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#8844cc' } })
    .png()
    .toBuffer();

/** A multipart body of text fields and PNG files, as the site's forms send them. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, Buffer | Buffer[]> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, buffers] of Object.entries(files)) {
    // Several files under one name, in order (a draft's screenshots).
    for (const buffer of Array.isArray(buffers) ? buffers : [buffers]) {
      form.append(name, new Blob([new Uint8Array(buffer)], { type: 'image/png' }), `${name}.png`);
    }
  }
  return form;
}

import { Transform, type TransformCallback } from 'node:stream';

/**
 * Takes out the NUL bytes React 18.3's streaming renderer pads a chunk with. When a multi-byte
 * character does not fit in what is left of its 2 KB buffer, it sends the whole buffer, unwritten
 * tail included (`writeStringChunk`; react/react#31134, fixed after 18 by facebook/react#26228).
 * A browser shows each NUL as U+FFFD inside the text or attribute it falls in: a reader saw
 * "Р�азделы" in a tab list's name. React never means to write a NUL, and the padding only ever
 * ends a chunk, so trailing NULs are dropped from every chunk.
 */
export function withoutNulPadding(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      let end = chunk.length;
      while (end > 0 && chunk[end - 1] === 0) end -= 1;
      done(null, end === chunk.length ? chunk : chunk.subarray(0, end));
    },
  });
}

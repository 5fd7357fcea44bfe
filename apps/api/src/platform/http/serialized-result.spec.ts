import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, COMPRESS_FROM_BYTES, SerializedResult } from './serialized-result';

describe('acceptedEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.2, gzip;q=0.1', 'br'],
    ['br;q=0, *', 'gzip'],
    [['gzip', 'br'], 'br'],
  ] as const)('%j → %s', (header, expected) => {
    expect(acceptedEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('SerializedResult', () => {
  const large = { novels: Array.from({ length: 60 }, (_, n) => ({ name: `Проект ${n}`, n })) };

  it('sends the envelope, compressed once per encoding, each decoding to the same bytes', () => {
    const answer = SerializedResult.of(large);
    const plain = answer.body('identity');
    expect(plain.encoding).toBe('identity');
    expect(JSON.parse(plain.bytes.toString('utf8'))).toEqual({ result: large });
    expect(plain.bytes.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const br = answer.body('br');
    const gzip = answer.body('gzip');
    expect(br.encoding).toBe('br');
    expect(gzip.encoding).toBe('gzip');
    expect(brotliDecompressSync(br.bytes)).toEqual(plain.bytes);
    expect(gunzipSync(gzip.bytes)).toEqual(plain.bytes);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    // Kept: the same buffers again, not compressed anew.
    expect(answer.body('br').bytes).toBe(br.bytes);
    expect(answer.body('identity').bytes).toBe(plain.bytes);
  });

  it('sends a small answer as it is whatever the client accepts', () => {
    const small = SerializedResult.of({ count: 0, novels: [] });
    expect(small.body('br')).toEqual({ encoding: 'identity', bytes: small.body('identity').bytes });
  });
});

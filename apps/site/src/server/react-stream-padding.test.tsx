// @vitest-environment node
import { PassThrough, type Writable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withoutNulPadding } from './react-stream-padding';

/**
 * Russian text after ASCII of every length 0..40: somewhere a two-byte letter meets the end of
 * React's 2 KB buffer with one byte left, which is where React 18.3 pads with NUL.
 */
function Page() {
  return (
    <main>
      {Array.from({ length: 40 }, (_, index) => (
        <p key={index} title={`${'x'.repeat(index)}Разделы страницы проекта`}>
          {'y'.repeat(index)}
          {'Разделы страницы проекта '.repeat(20)}
        </p>
      ))}
    </main>
  );
}

function render(through: (destination: Writable) => Writable): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(<Page />, {
      onAllReady() {
        const out = new PassThrough();
        stream.pipe(through(out));
        text(out).then(resolve, reject);
      },
      onShellError: reject,
    });
  });
}

describe('withoutNulPadding', () => {
  it('is needed: React 18.3 pads its stream with NUL where a letter meets the buffer end', async () => {
    const raw = await render((out) => out);
    expect(raw).toContain('\u0000');
  });

  it('sends every letter React meant, and no NUL', async () => {
    const html = await render((out) => {
      const trim = withoutNulPadding();
      trim.pipe(out);
      return trim;
    });
    expect(html).not.toContain('\u0000');
    expect(html.match(/Разделы страницы проекта/g)).toHaveLength(40 * 21);
  });

  it('leaves a chunk without padding as it is', async () => {
    const trim = withoutNulPadding();
    const chunk = Buffer.from('<p>Разделы</p>');
    const out = new Promise<Buffer>((resolve) => trim.once('data', resolve));
    trim.end(chunk);
    expect((await out).equals(chunk)).toBe(true);
  });
});

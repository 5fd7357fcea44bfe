import { describe, expect, it } from 'vitest';
import { imagesStillLinked } from './linked-images';

describe('imagesStillLinked (docs/product §5: images are sent only if their link still appears)', () => {
  it('keeps the addresses that appear in the text, in order', () => {
    const text = 'Смотри [img]/uploads/b.png[/img] и [img]https://x.ru/a.png[/img]';
    expect(
      imagesStillLinked(text, ['https://x.ru/a.png', '/uploads/gone.png', '/uploads/b.png']),
    ).toEqual(['https://x.ru/a.png', '/uploads/b.png']);
  });

  it('keeps an image whose full or preview address appears', () => {
    const full = { full: '/f.png', preview: '/p-full.png' };
    const preview = { full: '/gone.png', preview: '/p.png' };
    const gone = { full: '/x.png', preview: '/y.png' };
    const noPreview = { full: '/z.png' };
    expect(imagesStillLinked('/f.png /p.png', [full, preview, gone, noPreview])).toEqual([
      full,
      preview,
    ]);
  });

  it('finds an address in HTML text, where & is written &amp;', () => {
    expect(
      imagesStillLinked('<img src="https://x.ru/a.png?w=1&amp;h=2">', [
        'https://x.ru/a.png?w=1&h=2',
      ]),
    ).toEqual(['https://x.ru/a.png?w=1&h=2']);
  });

  it('never keeps an image without an address', () => {
    expect(imagesStillLinked('anything', ['', { full: '' }])).toEqual([]);
  });
});

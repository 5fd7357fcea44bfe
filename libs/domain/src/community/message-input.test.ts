import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conversationKey,
  MESSAGE_LIMITS,
  messageBodyMarkup,
  messageHasContent,
} from './message-input';

describe('messageHasContent (docs/product §5 Message)', () => {
  it('refuses blank text without images', () => {
    expect(messageHasContent({ body: '', imageCount: 0 })).toBe(false);
    expect(messageHasContent({ body: '  \n [b] [/b] ', imageCount: 0 })).toBe(false);
  });

  it('takes visible text, an image in the text, or attached images', () => {
    expect(messageHasContent({ body: 'Привет', imageCount: 0 })).toBe(true);
    expect(messageHasContent({ body: '[img]https://a.test/x.webp[/img]', imageCount: 0 })).toBe(
      true,
    );
    expect(messageHasContent({ body: '', imageCount: 1 })).toBe(true);
  });
});

describe('conversationKey', () => {
  it('is the two ids sorted and joined', () => {
    expect(conversationKey('b', 'a')).toBe('a:b');
    expect(conversationKey('a', 'b')).toBe('a:b');
  });

  it('is the same from either side', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(conversationKey(a, b)).toBe(conversationKey(b, a));
      }),
    );
  });
});

describe('MESSAGE_LIMITS', () => {
  it('allows as many images as a comment', () => {
    expect(MESSAGE_LIMITS.imagesMax).toBe(8);
  });
});

describe('messageBodyMarkup (docs/product §5: reduced to allowed markup)', () => {
  it('keeps markup as it is, sanitised', () => {
    expect(messageBodyMarkup('[b]Привет[/b] a < b')).toBe('[b]Привет[/b] a < b');
    expect(messageBodyMarkup('[a href="javascript:alert(1)"]x[/a]')).not.toContain('javascript:');
  });

  it('turns the editor HTML into markup lines and tags', () => {
    expect(messageBodyMarkup('<p>Привет, <strong>друг</strong></p><p>Вторая<br>строка</p>')).toBe(
      'Привет, [b]друг[/b]\nВторая\nстрока',
    );
    expect(messageBodyMarkup('<p><img src="https://a.test/x.webp"></p>')).toContain(
      '[img]https://a.test/x.webp[/img]',
    );
  });

  it('leaves nothing of hostile HTML', () => {
    const clean = messageBodyMarkup(
      '<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">a</a>' +
        '<img src=x onerror=alert(1)><style>p{}</style>',
    );
    expect(clean).not.toMatch(/<|javascript:|alert|onerror|onclick/i);
    expect(clean).toContain('Hi');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = messageBodyMarkup(text);
        expect(messageBodyMarkup(once)).toBe(once);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  imagesLimitNote,
  isImageFile,
  lengthLimitNote,
  limitState,
  linkAddressFromInput,
} from './editor-input';

describe('linkAddressFromInput', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['  http://example.com  ', 'http://example.com'],
    ['/posts/8', '/posts/8'],
    ['mailto:user@example.com', 'mailto:user@example.com'],
    ['example.com', 'https://example.com'],
    ['vn.example.org/novels/x?y=1#z', 'https://vn.example.org/novels/x?y=1#z'],
    ['новеллы.рф', 'https://новеллы.рф'],
    ['localhost.test:8080/a', 'https://localhost.test:8080/a'],
    ['user@example.com', 'mailto:user@example.com'],
  ])('makes a link of %j', (input, address) => {
    expect(linkAddressFromInput(input)).toBe(address);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'просто текст',
    'example',
    '',
    '   ',
    'java\tscript:x',
  ])('refuses %j', (input) => {
    expect(linkAddressFromInput(input)).toBeUndefined();
  });
});

describe('isImageFile', () => {
  it('takes image types and nothing else', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/svg+xml' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});

describe('limits as the writer nears them', () => {
  it('is ok below 90 %, near from 90 % to the limit, over past it', () => {
    expect(limitState(0, 100)).toBe('ok');
    expect(limitState(89, 100)).toBe('ok');
    expect(limitState(90, 100)).toBe('near');
    expect(limitState(100, 100)).toBe('near');
    expect(limitState(101, 100)).toBe('over');
  });

  it('says how many characters are left, then how many too many, with Russian plurals', () => {
    expect(lengthLimitNote(7000, 8000)).toBeUndefined();
    expect(lengthLimitNote(7999, 8000)).toBe('Осталось 1 символ');
    expect(lengthLimitNote(7998, 8000)).toBe('Осталось 2 символа');
    expect(lengthLimitNote(7200, 8000)).toBe('Осталось 800 символов');
    expect(lengthLimitNote(8000, 8000)).toBe('Осталось 0 символов');
    expect(lengthLimitNote(8003, 8000)).toBe('Текст длиннее допустимого на 3 символа');
  });

  it('counts pictures once there are any, and asks to remove those past the limit', () => {
    expect(imagesLimitNote(0, 8)).toBeUndefined();
    expect(imagesLimitNote(3, 8)).toBe('Изображения: 3 из 8');
    expect(imagesLimitNote(8, 8)).toBe('Изображения: 8 из 8');
    expect(imagesLimitNote(9, 8)).toBe('Изображений 9, можно не больше 8: уберите лишние');
  });
});

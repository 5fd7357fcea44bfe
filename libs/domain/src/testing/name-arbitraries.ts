import fc from 'fast-check';

/**
 * Project names as the catalogue has them, for the search's property tests: Cyrillic (Russian and
 * other Slavic letters) and Latin words with romaji's long vowels, punctuation, digits; and any
 * Unicode, graphemes and lone code units alike.
 */
const cyrillicLetter = fc.constantFrom(
  ...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАЁЖЯіїєґўђјљӕ'.split(''),
);
const latinLetter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZōū'.split(''));
const separator = fc.constantFrom(' ', '  ', '-', ': ', "'", '’', '!', '\t', '«', '»');

export const projectName = fc.oneof(
  fc
    .array(fc.oneof(cyrillicLetter, latinLetter, separator, fc.constantFrom('1', '9')), {
      minLength: 1,
      maxLength: 24,
    })
    .map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', minLength: 1 }),
  fc.string({ unit: 'binary', minLength: 1 }),
);

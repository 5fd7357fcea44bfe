import fc from 'fast-check';

/*
 * Values for the field diff's property tests (drafts/field-diff.test.ts). Drawn from a few words, so
 * two of them share much and the alignment has work to do; and any Unicode, graphemes and lone code
 * units alike, so no character is lost on the way.
 */

const textPiece = fc.constantFrom(
  'лето',
  'Лето',
  'зима',
  'Семён',
  'ёлка',
  'Steins',
  'Gate',
  '17',
  'й',
  ' ',
  ' ',
  '  ',
  '\n',
  '\n\n',
  '\t',
  ',',
  '.',
  ';',
  '—',
  '«',
  '»',
  '!',
);

/** A text of words, whitespace and punctuation, or of any Unicode at all. */
export const textWithRepeats = fc.oneof(
  fc.array(textPiece, { maxLength: 40 }).map((pieces) => pieces.join('')),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** A list of a vocabulary's names, some of them repeated. */
export const listWithRepeats = fc.array(
  fc.constantFrom('Романтика', 'Драма', 'Комедия', 'Мистика', 'Ужасы', 'Школа', 'Фэнтези'),
  { maxLength: 12 },
);

import { describe, expect, it } from 'vitest';
import { novelDraftValueSchema } from '../api/drafts';
import { draftProjectOf } from './draft-project';

describe('draftProjectOf', () => {
  it('reads the value as the API stored it', () => {
    const value = novelDraftValueSchema.parse({
      name: 'Бесконечное лето',
      url: 'everlasting-summer',
      section: 'rpgmaker',
      status: 'demo',
      originalLanguage: 'ru',
      length: 'long',
      genres: [{ _id: 'g1', value: 'Драма' }],
      description: '[b]Лагерь[/b]',
      releasedAt: '2013-12-21T00:00:00.000Z',
    });
    expect(draftProjectOf({ title: 'Другое', value: JSON.stringify(value) })).toEqual(value);
  });

  it('fills what a damaged value lacks with the defaults of a new project (docs/product §4)', () => {
    expect(draftProjectOf({ title: 'Лето', value: 'не JSON' })).toEqual({
      name: 'Лето',
      url: 'лето',
      alternativeNames: [],
      section: 'novel',
      modifiers: [],
      poster: null,
      screenshots: [],
      bg: null,
      originalLanguage: 'jp',
      developers: [],
      status: 'done',
      releasedAt: null,
      expectedReleaseAt: '',
      genres: [],
      tags: [],
      platforms: [],
      length: null,
      translations: [],
      description: '',
      links: [],
      vndb: null,
    });
  });

  it('replaces values of the wrong shape one by one', () => {
    const project = draftProjectOf({
      title: 'Лето',
      value: JSON.stringify({
        name: 'Summer Days',
        url: ' ',
        section: 'comics',
        status: 42,
        genres: 'Драма',
        poster: 'poster.png',
        description: { text: 'x' },
        length: 'endless',
      }),
    });
    expect(project).toMatchObject({
      name: 'Summer Days',
      url: 'summer-days',
      section: 'novel',
      status: 'done',
      genres: [],
      poster: null,
      description: '',
      length: null,
    });
  });
});

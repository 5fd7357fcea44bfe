import { describe, expect, it } from 'vitest';
import { linksVisibleTo } from '../catalogue/links';
import { pageSchema, userRefSchema } from './common';
import {
  filtersSchema,
  listStatisticsSchema,
  novelSchema,
  screenshotSchema,
  translatorSchema,
} from './novel';
import {
  mainPageBlockSizeSchema,
  profileBackgroundSchema,
  userSchema,
  userSettingsSchema,
  visibleLists,
} from './user';
import { banSchema, captchaSchema, contactSchema, messageSchema, userEventsSchema } from './social';

const at = '2026-11-22T12:00:00.000Z';
const author = { _id: '65f0c0ffee0000000000000a', username: 'Алиса' };

describe('novel (docs/product §3)', () => {
  const novel = {
    _id: '65f0c0ffee00000000000001',
    url: 'steins-gate',
    name: 'Steins;Gate',
    section: 'novel',
    originalLanguage: 'jp',
    status: 'done',
    screenshots: [
      { preview: '/p/1.webp', full: '/f/1.webp' },
      { contentType: 'youtube', full: 'dQw4w9WgXcQ' },
    ],
    translations: [{ group: { description: 'Команда' }, status: 'demo', releasedAt: at }],
    links: [{ link: 'https://example.com', description: 'Скачать', tags: ['regRequire'] }],
    vndb: { id: 'v2002', rating: 89.7, votecount: 12000, length: 4 },
  };

  it('parses a project and fills the defaults', () => {
    const parsed = novelSchema.parse(novel);
    expect(parsed).toMatchObject({
      alternativeNames: [],
      tags: [],
      ratedUsers: 0,
      viewsCount: 0,
      expectedReleaseAt: '',
    });
    expect(parsed.translations[0]).toMatchObject({ nonFree: false, description: '' });
  });

  it('refuses an unknown section, status or language', () => {
    expect(novelSchema.safeParse({ ...novel, section: 'all' }).success).toBe(false);
    expect(novelSchema.safeParse({ ...novel, status: 'finished' }).success).toBe(false);
    expect(novelSchema.safeParse({ ...novel, originalLanguage: 'ja' }).success).toBe(false);
  });

  it('tells a video screenshot from an image', () => {
    expect(screenshotSchema.safeParse({ contentType: 'youtube', full: 'id' }).success).toBe(true);
    expect(screenshotSchema.safeParse({ contentType: 'youtube', preview: 'x' }).success).toBe(
      false,
    );
    expect(
      screenshotSchema.safeParse({ preview: 'a', full: 'b', contentType: 'image/webp' }).success,
    ).toBe(true);
  });

  it('hides regRequire links from guests only', () => {
    const links = [{ link: 'a', tags: ['regRequire'] }, { link: 'b', tags: [] }, { link: 'c' }];
    expect(linksVisibleTo(links, false).map((l) => l.link)).toEqual(['b', 'c']);
    expect(linksVisibleTo(links, true)).toHaveLength(3);
  });

  it('parses the vocabularies, list statistics and translators', () => {
    const entry = { _id: 't1', value: 'Школа' };
    expect(filtersSchema.parse({ tags: [entry], genres: [], platforms: [] }).tags).toEqual([entry]);
    expect(
      filtersSchema.safeParse({ tags: [{ _id: 't', value: '  ' }], genres: [], platforms: [] })
        .success,
    ).toBe(false);
    expect(listStatisticsSchema.safeParse([{ _id: 'read', count: 3 }]).success).toBe(true);
    expect(listStatisticsSchema.safeParse([{ _id: 'finished', count: 3 }]).success).toBe(false);
    expect(translatorSchema.parse({ url: 'team', name: 'Команда' })).toMatchObject({
      links: [],
      novels: [],
    });
  });
});

describe('people and messages (§3)', () => {
  it('parses messages, contacts and the event list', () => {
    expect(
      messageSchema.parse({
        _id: 'm1',
        from: author,
        to: author,
        body: '<b>Привет</b>',
        createdAt: at,
        updatedAt: at,
      }).attachedImages,
    ).toEqual([]);
    expect(contactSchema.parse({ _id: 'c1', user: author }).unreadMessages).toBe(0);
    expect(
      userEventsSchema.safeParse({
        events: [{ _id: 'e1', type: 'comment', createdAt: at, novel: 'n1' }],
        eventsCount: 1,
        eventsViewedAt: null,
        newEventsCount: 1,
      }).success,
    ).toBe(true);
  });

  it('parses captcha and ban, refusing a ban without a reason', () => {
    expect(captchaSchema.safeParse({ id: 'x', code: '<svg/>' }).success).toBe(true);
    expect(banSchema.safeParse({ reason: 'Спам', expiredAt: at }).success).toBe(true);
    expect(banSchema.safeParse({ reason: ' ', expiredAt: at }).success).toBe(false);
    expect(banSchema.safeParse({ reason: 'Спам', expiredAt: 'завтра' }).success).toBe(false);
  });

  it('makes page schemas with a count', () => {
    const users = pageSchema(userRefSchema);
    expect(users.safeParse({ items: [author], count: 1 }).success).toBe(true);
    expect(users.safeParse({ items: [author], count: -1 }).success).toBe(false);
  });
});

describe('user (§3)', () => {
  it('parses a user with default settings, background and presets', () => {
    const user = userSchema.parse({ _id: 'u1', username: 'Алиса', role: 'moderator' });
    expect(user.settings).toEqual({
      notRussia: false,
      lists: {
        rating: 0,
        reading: true,
        read: true,
        partialRead: true,
        wantRead: true,
        bookmark: true,
        dropped: true,
      },
      mainPageRelizedExtended: 5,
      mainPageAddedExtended: 5,
      mainPageBestsExtended: 5,
      mainPageOtherExtended: 5,
      mainPageAiExtended: 5,
      appearance: { theme: 'system', showSensitiveImages: false, showSpoilerTags: false },
    });
    expect(user.owner).toEqual({ novels: [] });
    expect(userSchema.safeParse({ _id: 'u1', username: 'x', role: 'root' }).success).toBe(false);
  });

  it('defaults a profile background to opacity 0.5, cover, center (§2.4)', () => {
    expect(profileBackgroundSchema.parse({ url: '/bg.webp' })).toEqual({
      url: '/bg.webp',
      opacity: 0.5,
      size: 'cover',
      position: 'center',
    });
  });

  it('accepts only hide, 5, 10 or 15 for main-page blocks', () => {
    expect([0, 5, 10, 15].every((size) => mainPageBlockSizeSchema.safeParse(size).success)).toBe(
      true,
    );
    expect(mainPageBlockSizeSchema.safeParse(20).success).toBe(false);
  });

  it('shows others only the lists switched on, and ratings by the visibility scale', () => {
    const settings = userSettingsSchema.parse({
      lists: { dropped: false, bookmark: false, rating: 1 },
    });
    expect(visibleLists(settings, { isOwner: true }).lists).toHaveLength(6);
    expect(visibleLists(settings, { isOwner: true }).ratings).toBe('all');
    expect(visibleLists(settings, { isOwner: false })).toEqual({
      lists: ['reading', 'read', 'partialRead', 'wantRead'],
      ratings: 'inLists',
    });
    expect(
      visibleLists(userSettingsSchema.parse({ lists: { rating: 2 } }), { isOwner: false }).ratings,
    ).toBe('none');
    expect(visibleLists(userSettingsSchema.parse({}), { isOwner: false }).ratings).toBe('all');
  });
});

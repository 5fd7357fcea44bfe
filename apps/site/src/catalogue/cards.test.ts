import { describe, expect, it } from 'vitest';
import type { DevelopmentStatus } from '@vn/domain';
import { cardPoster, novelCard } from '../test-support/novel-card';
import { cardRating, novelCardProps, projectHref } from './cards';

const card = novelCard({
  poster: cardPoster,
  rating: 8.2,
  bRating: 7.9,
  mixRating: 8.0,
  vndbRating: 74,
  ratedUsers: 12,
  releasedYear: 2013,
  length: 'long',
  translationStatuses: ['done'],
  translationPercent: 100,
  list: 'read',
});

describe('catalogue cards', () => {
  it('links novels under /novels and every other section under /games (§2.2)', () => {
    expect(projectHref(card)).toBe('/novels/beskonechnoe-leto');
    expect(projectHref({ section: 'rpgmaker', url: 'a b' })).toBe('/games/a%20b');
  });

  it('shows the chosen rating on the 1..10 scale, the external one divided by 10', () => {
    expect(cardRating(card, 'mixRating')).toBe(8.0);
    expect(cardRating(card, 'bRating')).toBe(7.9);
    expect(cardRating(card, 'vndbRating')).toBe(7.4);
    expect(cardRating({ ...card, vndbRating: null }, 'vndbRating')).toBeNull();
  });

  it('passes the poster size, translations and the reader’s list mark to the card', () => {
    expect(novelCardProps(card, 'mixRating', { showSensitiveImages: false })).toMatchObject({
      key: 'n1',
      href: '/novels/beskonechnoe-leto',
      posterSrc: '/p.webp',
      posterWidth: 220,
      posterHeight: 310,
      translationStatus: 'done',
      translationPercent: 100,
      readingList: 'read',
      externalRating: 74,
    });
  });

  it('veils a poster marked sexual content or violence unless the reader chose to see them', () => {
    const marked = { ...card, poster: { ...card.poster!, violence: true } };
    const blurred = { showSensitiveImages: false };
    expect(novelCardProps(marked, 'mixRating', blurred).isPosterVeiled).toBe(true);
    expect(novelCardProps(card, 'mixRating', blurred).isPosterVeiled).toBe(false);
    expect(novelCardProps(marked, 'mixRating', { showSensitiveImages: true }).isPosterVeiled).toBe(
      false,
    );
  });

  it('gives the card the most complete of the translations (docs/product §4)', () => {
    const withStatuses = (translationStatuses: DevelopmentStatus[]) =>
      novelCardProps({ ...card, translationStatuses }, 'mixRating', { showSensitiveImages: true });
    expect(withStatuses(['freeze', 'demo', 'inProcess']).translationStatus).toBe('demo');
    expect(withStatuses([]).translationStatus).toBeNull();
  });
});

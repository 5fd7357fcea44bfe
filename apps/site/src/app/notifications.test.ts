import { describe, expect, it } from 'vitest';
import { notificationHref, notificationText } from './notifications';

describe('what the bell says of a followed translation (docs/product §A1.8)', () => {
  const event = (status: string) => ({
    _id: '0123456789abcdef0123456a',
    type: 'translationUpdated',
    createdAt: '2026-11-01T00:00:00.000Z',
    novel: '0123456789abcdef0123456b',
    status,
  });

  it('says each event of the update, and leads to the project', () => {
    expect(notificationText(event('stageFinished:translation,milestone:50'))).toBe(
      'Перевод, за которым вы следите: закончен этап «Перевод», пройдено 50 %',
    );
    expect(notificationHref(event('patch'))).toBe('/go/novel/0123456789abcdef0123456b');
  });

  it('skips an event this version does not know rather than showing its code', () => {
    expect(notificationText(event('somethingNew,patch'))).toBe(
      'Перевод, за которым вы следите: вышел патч',
    );
    expect(notificationText(event('somethingNew'))).toBe(
      'Перевод, за которым вы следите: обновление',
    );
  });
});

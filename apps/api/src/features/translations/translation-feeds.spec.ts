import { defaultTranslationAlerts } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import type { NovelRecord } from '../novels';
import {
  feedKindsOf,
  newestUpdates,
  projectTranslationFeeds,
  saysAny,
  translationUpdateTitle,
  type FeedLine,
} from './translation-feeds';
import type { TranslationUpdateRecord } from './translation.schema';

const update = (
  id: string,
  at: string,
  fields: Partial<TranslationUpdateRecord> = {},
): TranslationUpdateRecord => ({
  _id: id,
  translation: 't',
  novel: 'n',
  at: new Date(at),
  by: null,
  percent: 0,
  status: 'inProcess',
  note: '',
  patch: null,
  version: 1,
  events: [],
  ...fields,
});

describe('translationUpdateTitle (docs/product §A1.8 feeds)', () => {
  it('says the percent and the texts of the events, in their order', () => {
    expect(
      translationUpdateTitle(
        'Лето',
        'Команда',
        { percent: 61, events: ['stageFinished:translation', 'milestone:50'], note: 'Заметка' },
        true,
      ),
    ).toBe('Лето — Команда: 61 %, закончен этап «Перевод», пройдено 50 %');
  });

  it('says the note when there is no event, and leaves out a percent nobody stated', () => {
    expect(
      translationUpdateTitle(
        'Лето',
        'Команда',
        { percent: 0, events: [], note: 'Ищем редактора' },
        false,
      ),
    ).toBe('Лето — Команда: Ищем редактора');
    expect(
      translationUpdateTitle(
        'Лето',
        'Команда',
        { percent: 0, events: ['paused'], note: '' },
        false,
      ),
    ).toBe('Лето — Команда: перевод на паузе');
    expect(
      translationUpdateTitle('Лето', 'Команда', { percent: 0, events: [], note: '' }, false),
    ).toBe('Лето — Команда');
  });

  it('skips an event code this version does not know', () => {
    expect(
      translationUpdateTitle(
        'Лето',
        'Команда',
        { percent: 10, events: ['comet:1'], note: 'Н' },
        true,
      ),
    ).toBe('Лето — Команда: 10 %, Н');
  });
});

describe('feedKindsOf and saysAny', () => {
  it('keeps the kinds the reader wants in the feed; a kind they never saved is wanted', () => {
    const { paused: _, ...saved } = defaultTranslationAlerts;
    const kinds = feedKindsOf({ ...saved, patch: { bell: true, feed: false } });
    expect(kinds.has('patch')).toBe(false);
    expect(kinds.has('paused')).toBe(true);
    expect(kinds.has('milestone')).toBe(true);
    expect(saysAny({ events: ['patch'] }, kinds)).toBe(false);
    expect(saysAny({ events: ['patch', 'milestone:25'] }, kinds)).toBe(true);
    expect(saysAny({ events: [] }, kinds)).toBe(false);
    expect(saysAny({ events: ['comet'] }, kinds)).toBe(false);
  });
});

describe('newestUpdates', () => {
  const project = { _id: 'p', translations: [] } as unknown as NovelRecord;
  const line = (id: string, since = 0): FeedLine => ({
    project,
    keyed: { id, key: id, index: 0, line: {} as never },
    since,
  });
  const updates: Record<string, TranslationUpdateRecord[]> = {
    a: [
      update('a3', '2024-03-01T00:00:00Z', { events: ['patch'] }),
      update('a2', '2024-02-01T00:00:00Z'),
      update('a1', '2024-01-01T00:00:00Z', { events: ['patch'] }),
    ],
    b: [
      update('b2', '2024-02-01T00:00:00Z', { events: ['patch'] }),
      update('b1', '2024-01-15T00:00:00Z'),
    ],
  };
  const ids = (found: ReturnType<typeof newestUpdates>) => found.map(({ update }) => update._id);

  it('merges the lines newest first, ids ordering one moment, at most the limit', () => {
    const found = newestUpdates([line('a'), line('b')], (id) => updates[id] ?? []);
    expect(ids(found)).toEqual(['a3', 'b2', 'a2', 'b1', 'a1']);
    expect(ids(newestUpdates([line('a'), line('b')], (id) => updates[id]!, undefined, 2))).toEqual([
      'a3',
      'b2',
    ]);
  });

  it("keeps each line's since (at it included) and what `keep` lets through", () => {
    const since = new Date('2024-02-01T00:00:00Z').getTime();
    expect(ids(newestUpdates([line('a', since), line('b')], (id) => updates[id]!))).toEqual([
      'a3',
      'b2',
      'a2',
      'b1',
    ]);
    expect(
      ids(
        newestUpdates(
          [line('a'), line('b')],
          (id) => updates[id]!,
          (u) => u.events.length > 0,
        ),
      ),
    ).toEqual(['a3', 'b2', 'a1']);
  });
});

describe('projectTranslationFeeds', () => {
  it("advertises a project's feed once it has a translation", () => {
    const project = {
      _id: '0123456789abcdef01234567',
      name: 'Лето',
      section: 'novel',
      url: 'leto',
      translations: [],
    } as unknown as NovelRecord;
    expect(projectTranslationFeeds(project)).toEqual([]);
    const translated = {
      ...project,
      translations: [{ group: { link: '', description: 'Команда' } }],
    } as unknown as NovelRecord;
    expect(projectTranslationFeeds(translated)).toEqual([
      {
        path: '/feeds/translations/novel/0123456789abcdef01234567.atom',
        title: 'Лето: обновления переводов',
        pagePath: '/novels/leto',
      },
    ]);
  });
});

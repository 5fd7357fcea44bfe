import { novelDraftValueSchema } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import {
  draftValueOf,
  keepingUnchanged,
  newProjectValues,
  projectFormValuesOf,
} from './project-form-values';

describe('the project form values (docs/product §3 Novel, §4, §5)', () => {
  it('starts a new project with the §4 defaults: section novel, status done, language jp', () => {
    const values = newProjectValues();
    expect(values).toMatchObject({ section: 'novel', status: 'done', originalLanguage: 'jp' });
    expect(novelDraftValueSchema.safeParse({ ...draftValueOf(values), name: 'X' }).success).toBe(
      true,
    );
  });

  it('sends what the draft schema accepts, leaving out empty rows and blank names', () => {
    const value = draftValueOf({
      ...newProjectValues(),
      name: '  Бесконечное лето ',
      alternativeNames: 'Everlasting Summer\n\n  Summer  \n',
      developers: [
        { name: 'Soviet Games', link: 'https://example.test' },
        { name: ' ', link: '' },
      ],
      links: [{ link: '', description: 'пусто', tags: [] }],
      genres: [
        { _id: 'g1', value: 'Романтика' },
        { value: 'Новый жанр', isNew: true },
      ],
      releasedAt: '2013-12-22',
    });
    expect(value).toMatchObject({
      name: 'Бесконечное лето',
      alternativeNames: ['Everlasting Summer', 'Summer'],
      developers: [{ name: 'Soviet Games', link: 'https://example.test' }],
      links: [],
      genres: [{ _id: 'g1', value: 'Романтика' }, { value: 'Новый жанр' }],
      releasedAt: '2013-12-22T00:00:00.000Z',
    });
    expect(value).not.toHaveProperty('url');
    expect(novelDraftValueSchema.safeParse(value).success).toBe(true);
  });

  it('keeps the expected release only for projects in development or demo (§4)', () => {
    const values = { ...newProjectValues(), name: 'X', expectedReleaseAt: 'весна' };
    expect(draftValueOf({ ...values, status: 'done' }).expectedReleaseAt).toBe('');
    expect(draftValueOf({ ...values, status: 'inProcess' }).expectedReleaseAt).toBe('весна');
  });

  it('reads a project back into the form and out again unchanged', () => {
    const project = novelDraftValueSchema.parse({
      name: 'Проект',
      url: 'proekt',
      alternativeNames: ['Project'],
      status: 'demo',
      expectedReleaseAt: '2027',
      releasedAt: '2020-05-01T00:00:00.000Z',
      genres: [{ _id: 'g1', value: 'Драма' }],
      description: '[b]Описание[/b]',
    });
    expect(novelDraftValueSchema.parse(draftValueOf(projectFormValuesOf(project)))).toEqual(
      project,
    );
  });

  it('keeps the release date and description as they were when the form did not change them', () => {
    const original = {
      name: 'Проект',
      releasedAt: '2020-05-01T15:30:00.000Z',
      description: [{ type: 'text' as const, text: 'Блоки' }],
    };
    const edited = draftValueOf(projectFormValuesOf(original));
    expect(keepingUnchanged(edited, original)).toMatchObject({
      releasedAt: '2020-05-01T15:30:00.000Z',
      description: [{ type: 'text', text: 'Блоки' }],
    });
    const changed = { ...edited, releasedAt: '2021-01-01T00:00:00.000Z', description: 'Новое' };
    expect(keepingUnchanged(changed, original)).toMatchObject({
      releasedAt: '2021-01-01T00:00:00.000Z',
      description: 'Новое',
    });
  });
});

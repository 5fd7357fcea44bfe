import { describe, expect, it } from 'vitest';
import { draftStatusLabels, draftTypeLabel } from './draft-labels';
import { draftStatuses } from './status';

describe('draft labels', () => {
  it('names every status', () => {
    expect(draftStatuses.map((status) => draftStatusLabels[status])).toEqual([
      'Создан',
      'Ждёт ревью',
      'Принят',
      'Применён',
      'Удалён',
    ]);
  });

  it('names the draft types of both kinds, and keeps an unknown one as it is', () => {
    expect(draftTypeLabel('createNovel')).toBe('Добавление новеллы');
    expect(draftTypeLabel('updateNovel')).toBe('Обновление новеллы');
    expect(draftTypeLabel('editing')).toBe('Обновление новеллы');
    expect(draftTypeLabel('create')).toBe('Новая статья');
    expect(draftTypeLabel('update')).toBe('Изменение статьи');
    expect(draftTypeLabel('toString')).toBe('toString');
  });
});

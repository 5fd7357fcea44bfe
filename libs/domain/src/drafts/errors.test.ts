import { describe, expect, it } from 'vitest';
import {
  draftDeleteErrorMessage,
  draftMessages,
  draftStatusErrorMessage,
  novelDraftHeading,
} from './errors';

describe('draftStatusErrorMessage (docs/product §4, §8)', () => {
  it('shows a taken url for a message beginning "Has novel by url"', () => {
    expect(draftStatusErrorMessage('Has novel by url')).toBe('Новелла с таким url уже существует');
    expect(draftStatusErrorMessage('Has novel by url: steins-gate')).toBe(
      'Новелла с таким url уже существует',
    );
  });

  it('shows the generic failure otherwise', () => {
    expect(draftStatusErrorMessage('Forbidden')).toBe('Не удалось изменить статус');
    expect(draftStatusErrorMessage('has novel by url')).toBe('Не удалось изменить статус');
    expect(draftStatusErrorMessage('Черновик уже изменился, обновите страницу')).toBe(
      'Не удалось изменить статус',
    );
  });

  it('keeps our words that say what to do: a conflict for the review by field, a sanction (ours)', () => {
    const conflict =
      'Проект изменился после создания черновика: «Описание» изменены и там, и в черновике. Решите по полям на странице проверки';
    expect(draftStatusErrorMessage(conflict)).toBe(`Не удалось изменить статус: ${conflict}`);
    const sanction =
      'Вы не можете предлагать черновики и правки до 01.12.2026 10:00, причина: спам';
    expect(draftStatusErrorMessage(sanction)).toBe(`Не удалось изменить статус: ${sanction}`);
  });
});

describe('draft texts (docs/product §2.2, §8 Drafts)', () => {
  it('puts the server message into the delete failure', () => {
    expect(draftDeleteErrorMessage('Forbidden')).toBe('Не удалось удалить черновик: Forbidden');
  });

  it('heads the page by the novel it updates, or as a new project', () => {
    expect(novelDraftHeading('Steins;Gate')).toBe('Обновление: Steins;Gate');
    expect(novelDraftHeading(null)).toBe('Добавление новеллы');
    expect(novelDraftHeading('')).toBe('Добавление новеллы');
  });

  it('keeps the texts of the specification', () => {
    expect(draftMessages).toMatchObject({
      created: 'Черновик новеллы успешно создан',
      deleted: 'Черновик удален',
      loadProblemDraft: 'Проблема с загрузкой драфта',
      loadProblem: 'Проблема с загрузкой черновика',
      showData: 'Показать данные',
      hideData: 'Скрыть данные',
    });
  });
});

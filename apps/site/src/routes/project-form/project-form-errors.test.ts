import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { projectFieldErrorsOf } from './project-form-errors';
import { ProjectSubmitError } from './project-form-submit';

const refusal = new ApiError('Некорректные данные: value.name — Нет названия', 400, {
  message: 'Некорректные данные: value.name — Нет названия',
  fields: { 'value.name': 'Нет названия', 'value.links.0.link': 'Пустая ссылка', other: 'x' },
});

describe('projectFieldErrorsOf (SPEC.md §5: server field errors in the fields)', () => {
  it('gives the fields of the draft value that the form shows', () => {
    expect(projectFieldErrorsOf(refusal)).toEqual([{ field: 'name', message: 'Нет названия' }]);
  });

  it('reads a refusal wrapped by a failed step', () => {
    const wrapped = new ProjectSubmitError('Не удалось создать черновик новеллы', null, refusal);
    expect(projectFieldErrorsOf(wrapped)).toEqual([{ field: 'name', message: 'Нет названия' }]);
  });

  it('gives nothing for failures without fields', () => {
    expect(projectFieldErrorsOf(new ApiError('Сбой', 500, { message: 'Сбой' }))).toEqual([]);
    expect(projectFieldErrorsOf(new Error('offline'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { projectFieldErrorsOf } from './project-form-errors';
import { ProjectSubmitError } from './project-form-submit';
import { newProjectValues, type ProjectFormValues } from './project-form-values';

function refusal(fields: Record<string, string>) {
  const message = 'Некорректные данные';
  return new ApiError(message, 400, { message, fields });
}

const translation = (group: string): ProjectFormValues['translations'][number] => ({
  group: { link: '', description: group },
  status: 'done',
  nonFree: false,
  releasedAt: null,
  link: { link: '', description: '' },
  description: '',
});

/** A form whose first link row and first translation row were left empty (so not sent). */
const values: ProjectFormValues = {
  ...newProjectValues(),
  name: 'Проект',
  developers: [{ name: 'Студия', link: 'javascript:alert(1)' }],
  links: [
    { link: '', description: '', tags: [] },
    { link: 'javascript:alert(1)', description: 'x', tags: [] },
  ],
  translations: [translation(''), translation('Группа')],
};

describe('projectFieldErrorsOf (docs/product §5: server field errors in the fields)', () => {
  it('gives the fields of the draft value that the form shows, and skips the rest', () => {
    const answer = refusal({ 'value.name': 'Нет названия', 'value.genres.0': 'x', other: 'y' });
    expect(projectFieldErrorsOf(answer, values)).toEqual([
      { field: 'name', message: 'Нет названия' },
    ]);
  });

  it('finds a row by its place among the rows sent, not among the rows of the form', () => {
    const answer = refusal({
      'value.links.0.link': 'Недопустимая ссылка',
      'value.developers.0.link': 'Недопустимая ссылка',
      'value.translations.0.group.link': 'Недопустимая ссылка',
    });
    expect(projectFieldErrorsOf(answer, values)).toEqual([
      { field: 'links.1.link', message: 'Недопустимая ссылка' },
      { field: 'developers.0.link', message: 'Недопустимая ссылка' },
      { field: 'translations.1.group.link', message: 'Недопустимая ссылка' },
    ]);
  });

  it('puts a message about a whole row or a line of the names into the field that holds it', () => {
    const answer = refusal({
      'value.links.0': 'Обязательное поле',
      'value.alternativeNames.2': 'Не длиннее 300 символов',
      'value.links.5.link': 'no such row',
    });
    expect(projectFieldErrorsOf(answer, values)).toEqual([
      { field: 'links.1.link', message: 'Обязательное поле' },
      { field: 'alternativeNames', message: 'Не длиннее 300 символов' },
    ]);
  });

  it('reads a refusal wrapped by a failed step', () => {
    const answer = refusal({ 'value.name': 'Нет названия' });
    const wrapped = new ProjectSubmitError('Не удалось создать черновик новеллы', null, answer);
    expect(projectFieldErrorsOf(wrapped, values)).toEqual([
      { field: 'name', message: 'Нет названия' },
    ]);
  });

  it('gives nothing for failures without fields', () => {
    expect(projectFieldErrorsOf(new ApiError('Сбой', 500, { message: 'Сбой' }), values)).toEqual(
      [],
    );
    expect(projectFieldErrorsOf(new Error('offline'), values)).toEqual([]);
  });
});

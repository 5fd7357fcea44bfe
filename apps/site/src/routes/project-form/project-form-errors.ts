import { errorEnvelopeSchema } from '@vn/domain';
import type { FieldPath } from 'react-hook-form';
import { ApiError } from '../../api/client';
import {
  sentRowIndices,
  type ProjectFormList,
  type ProjectFormValues,
} from './project-form-values';

/** The form's own fields that show a message under them. */
const topFields = ['name', 'url', 'alternativeNames', 'releasedAt', 'expectedReleaseAt'] as const;

/** The text fields of a row that show a message, and the one a message about the whole row goes to. */
const rowFields: Record<ProjectFormList, { shown: readonly string[]; first: string }> = {
  developers: { shown: ['name', 'link'], first: 'name' },
  links: { shown: ['link', 'description'], first: 'link' },
  translations: {
    shown: ['group.description', 'group.link', 'link.link', 'description'],
    first: 'group.description',
  },
};

const isList = (name: string): name is ProjectFormList => name in rowFields;

/**
 * The form field a server's field path names, or null when the form has no field to show it in
 * (the toast says it then). `alternativeNames.3` is a line of the one "Другие названия" box; a row
 * of a list is found by its place among the rows sent.
 */
function formFieldOf(path: string, values: ProjectFormValues): FieldPath<ProjectFormValues> | null {
  const [head = '', index, ...rest] = path.split('.');
  if ((topFields as readonly string[]).includes(head)) return head as (typeof topFields)[number];
  if (!isList(head) || index === undefined) return null;
  const row = sentRowIndices(values, head)[Number(index)];
  if (row === undefined) return null;
  const field = rest.join('.');
  const { shown, first } = rowFields[head];
  const target = field === '' ? first : shown.includes(field) ? field : null;
  return target === null ? null : (`${head}.${row}.${target}` as FieldPath<ProjectFormValues>);
}

/**
 * The field errors of a refused save (docs/product §5: "Server field errors are shown in the fields"):
 * the API names a draft's fields under `value.` (`{ "value.links.0.link": "Недопустимая ссылка" }`).
 * The refusal may come wrapped (a failed step keeps the API's answer as its cause). `values` are
 * the values that were sent.
 */
export function projectFieldErrorsOf(
  error: unknown,
  values: ProjectFormValues,
): { field: FieldPath<ProjectFormValues>; message: string }[] {
  const answer = error instanceof ApiError ? error : error instanceof Error ? error.cause : null;
  if (!(answer instanceof ApiError)) return [];
  const envelope = errorEnvelopeSchema.safeParse(answer.body);
  const fields = envelope.success ? (envelope.data.fields ?? {}) : {};
  return Object.entries(fields).flatMap(([path, message]) => {
    if (!path.startsWith('value.')) return [];
    const field = formFieldOf(path.slice('value.'.length), values);
    return field ? [{ field, message }] : [];
  });
}

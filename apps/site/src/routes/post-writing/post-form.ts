import {
  errorEnvelopeSchema,
  postBodyBlocks,
  type ContentBlock,
  type PostBody,
  type PostSection,
} from '@vn/domain';
import { ApiError } from '../../api/client';

/** What the article form holds (docs/product §2.2 /addPost: section, title, body). */
export interface PostFormValues {
  section: PostSection;
  title: string;
  /** Blocks as the editor gives them; an old article's markup until the body is first edited. */
  body: PostBody;
}

/** The fields a server error may name. */
export const postFormFields = ['section', 'title', 'body'] as const;
export type PostFormField = (typeof postFormFields)[number];

/** A new article: the first section, no title, an empty body. */
export const emptyPost: PostFormValues = { section: 'common', title: '', body: [] };

/** The article as the API takes it (docs/product §7: bodies travel as v2 content blocks). */
export function postContentOf(values: PostFormValues): {
  section: PostSection;
  title: string;
  body: ContentBlock[];
} {
  return { section: values.section, title: values.title, body: postBodyBlocks(values.body) };
}

/**
 * The field errors of a refused save (the API's `{ message, fields }`, e.g. 400
 * `{ title: "Нет заголовка" }`), for the fields this form has (docs/product §5: "Server field errors are
 * shown in the fields").
 */
export function serverFieldErrorsOf(error: unknown): { field: PostFormField; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const envelope = errorEnvelopeSchema.safeParse(error.body);
  const fields = envelope.success ? (envelope.data.fields ?? {}) : {};
  return postFormFields.flatMap((field) => {
    const message = fields[field];
    return message ? [{ field, message }] : [];
  });
}

/**
 * What the toast says when a save fails (docs/product §8 generic rule: the server's message, else the
 * status text); a request that never reached the server gets the page's own text.
 */
export function saveFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

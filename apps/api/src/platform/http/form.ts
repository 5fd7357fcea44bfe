import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { jsonField, readMultipart, type UploadedFiles } from './multipart';
import { parseRequest } from './parse-request';

/**
 * The fields, with each of `names` that is present read from its JSON text (`jsonField`): a
 * multipart form can only carry a list or an object as text. A JSON body's values pass as they are.
 */
export function withJsonFields(
  fields: Record<string, unknown>,
  names: readonly string[],
): Record<string, unknown> {
  const form: Record<string, unknown> = { ...fields };
  for (const name of names) if (fields[name] !== undefined) form[name] = jsonField(fields, name);
  return form;
}

/** How a form's text fields are read before its schema parses them. */
export interface FormFields {
  /** The fields that carry JSON text when multipart. */
  json?: readonly string[];
  /** Fields clients send that the call does not use, taken out before a strict schema sees them. */
  unused?: readonly string[];
  /** What the files are (`readMultipart`); images by default. */
  files?: UploadedFiles;
}

/** A form as a call takes it: its body parsed with the endpoint's schema, and its files by name. */
export interface Form<S extends z.ZodType> {
  body: z.output<S>;
  files: Record<string, Buffer[]>;
}

/**
 * Reads a form sent as multipart or as JSON (`readMultipart`) and parses its fields with the
 * endpoint's schema (`parseRequest`, so a bad field is a 400), once the JSON-text ones are read.
 */
export async function readForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  { json = [], unused = [], files: uploaded = 'images' }: FormFields = {},
): Promise<Form<S>> {
  const { fields, files } = await readMultipart(request, uploaded);
  const used = Object.fromEntries(
    Object.entries(fields).filter(([name]) => !unused.includes(name)),
  );
  return { body: parseRequest(schema, withJsonFields(used, json)), files };
}

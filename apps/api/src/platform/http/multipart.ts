import { DomainError, isJsonDeeperThan, personSanctionRefusal } from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import { jsonTooDeep } from './json-body';

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, Buffer[]>;
}

/**
 * What a call's files are: images to publish (the default), or data the call reads and keeps
 * nothing of (a list file to import, docs/product §A5.5), which the `uploads` sanction does not
 * concern.
 */
export type UploadedFiles = 'images' | 'data';

/**
 * Reads a multipart body into text fields and file buffers. The size limits registered with
 * @fastify/multipart stop an oversized file while it streams (413). A JSON body is taken as fields,
 * so clients without files may send JSON.
 */
export async function readMultipart(
  request: FastifyRequest,
  uploaded: UploadedFiles = 'images',
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw new DomainError('invalid', 'Некорректные данные: ожидался объект');
    }
    return { fields: (body ?? {}) as Record<string, string>, files: {} };
  }
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        (files[part.fieldname] ??= []).push(buffer);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (uploaded === 'images') refuseSanctionedUpload(request, files);
  return { fields, files };
}

/**
 * Every upload arrives here (a comment's, a message's or a draft's images, an avatar, a background),
 * so the `uploads` sanction is enforced once (docs/product §A2.1): a file from a person it binds is a
 * 403 with its text, and nothing of the call is written.
 */
function refuseSanctionedUpload(request: FastifyRequest, files: Record<string, Buffer[]>): void {
  const actor = request.viewer?.actor;
  if (!actor || !Object.values(files).some((list) => list.length > 0)) return;
  const refusal = personSanctionRefusal(actor, 'uploadImage', new Date());
  if (refusal) throw new DomainError('forbidden', refusal.message);
}

/**
 * What a failure while reading a multipart body means for the client. The limits of
 * @fastify/multipart carry their status (413); anything else the parser throws (no boundary, a body
 * that breaks off, a malformed part header) is a malformed body: 400, not a 500.
 */
function multipartError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const status = error instanceof Error && 'statusCode' in error ? Number(error.statusCode) : NaN;
  if (status === 413)
    return new DomainError('tooLarge', 'Слишком большой запрос: файл или поля превышают предел');
  return new DomainError(
    'invalid',
    'Некорректные данные multipart: тело запроса испорчено или оборвано',
  );
}

/** A multipart field that carries JSON (e.g. `bg`); malformed JSON is the caller's mistake (400). */
export function jsonField(fields: Record<string, unknown>, name: string): unknown {
  const value = fields[name];
  if (typeof value !== 'string') return value;
  if (isJsonDeeperThan(value)) throw jsonTooDeep();
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new DomainError('invalid', `Некорректные данные: ${name} — не JSON`, {
      [name]: 'не JSON',
    });
  }
}

import { type BodyContentType, DomainError } from '@vn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The key of a contract route's Fastify config that lists the body media types it takes. */
export const CONTENT_TYPES_CONFIG = 'contentTypes';

const MEDIA_TYPE_NAMES: Record<BodyContentType, string> = {
  'application/json': 'JSON (application/json)',
  'multipart/form-data': 'multipart/form-data',
};

interface MediaType {
  /** `type/subtype`, lower case. */
  essence: string;
  parameters: Record<string, string>;
}

/** `multipart/form-data; boundary="x"` → essence and parameters (names lower case, quotes removed). */
export function parseMediaType(header: string): MediaType {
  const [essence = '', ...rest] = header.split(';');
  const parameters: Record<string, string> = {};
  for (const part of rest) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim().toLowerCase();
    const value = part
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (name) parameters[name] = value;
  }
  return { essence: essence.trim().toLowerCase(), parameters };
}

/**
 * Holds a request's body media type to what its contract endpoint takes (`Endpoint.contentTypes`),
 * before the body is read: 415 for any other type (a CSRF defence as well: see the contract), 415 for
 * JSON in a charset other than UTF-8, 400 for multipart without a boundary. A request without a
 * Content-Type passes: it has no body, or Fastify refuses the body itself (415).
 */
export function checkContentType(request: FastifyRequest): void {
  const accepted = (request.routeOptions.config as unknown as Record<string, unknown>)[
    CONTENT_TYPES_CONFIG
  ] as readonly BodyContentType[] | undefined;
  const header = request.headers['content-type'];
  if (!accepted || header === undefined) return;
  const { essence, parameters } = parseMediaType(header);
  if (!(accepted as readonly string[]).includes(essence)) {
    const names = accepted.map((type) => MEDIA_TYPE_NAMES[type]).join(' или ');
    throw new DomainError(
      'unsupportedMediaType',
      `Неподдерживаемый тип данных: ${essence || 'пустой Content-Type'}; этот запрос принимает ${names}`,
    );
  }
  if (essence === 'application/json') {
    const charset = parameters['charset']?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      throw new DomainError(
        'unsupportedMediaType',
        `Неподдерживаемый тип данных: кодировка ${charset}; JSON принимается только в UTF-8`,
      );
    }
  }
  if (essence === 'multipart/form-data' && !parameters['boundary']) {
    throw new DomainError('invalid', 'Некорректные данные multipart: в Content-Type нет boundary');
  }
}

/** Every route's requests pass `checkContentType` before their body is parsed. */
export function installContentTypeCheck(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    checkContentType(request);
  });
}

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DomainError, isJsonDeeperThan, JSON_TOO_DEEP_MESSAGE } from '@vn/domain';
import type { RawServerDefault } from 'fastify';

/** The refusal of a JSON text nested deeper than `MAX_JSON_DEPTH` (docs/product §9). */
export const jsonTooDeep = () => new DomainError('invalid', JSON_TOO_DEEP_MESSAGE);

/**
 * JSON request bodies, parsed by Fastify's own parser (which refuses malformed JSON and prototype
 * poisoning) once their depth is known to be within `MAX_JSON_DEPTH`: V8 parses a text of 100,000
 * nested arrays, and whatever walked the value after (validation, sanitising, storing) ran out of
 * stack and answered 500. Registered through Nest, which then keeps it instead of its own.
 */
export function installJsonBodyParser(app: NestFastifyApplication): void {
  const server = app.getHttpAdapter().getInstance();
  const { bodyLimit, onProtoPoisoning, onConstructorPoisoning } = server.initialConfig;
  const parse = server.getDefaultJsonParser(
    onProtoPoisoning ?? 'error',
    onConstructorPoisoning ?? 'error',
  );
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (request, body, done) => {
    const text = body.toString('utf8');
    if (isJsonDeeperThan(text)) {
      done(jsonTooDeep(), undefined);
      return;
    }
    parse(request, text, done);
  });
}

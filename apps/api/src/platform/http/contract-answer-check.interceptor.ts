import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Endpoint } from '@vn/domain';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { CONTRACT_ENDPOINT } from './route';
import { SerializedResult } from './serialized-result';

/**
 * Where parsing changed an answer: a default filled in, a value transformed, or a field the schema
 * does not have (parsing drops it). The site reads answers without parsing, so what parsing would add
 * must already be there; and the published schema of an answer forbids fields it does not name
 * (`additionalProperties: false`), so an answer with one breaks the documented contract (and may leak
 * what the schema was written to leave out).
 */
export function changedByParsing(sent: unknown, parsed: unknown, path = ''): string[] {
  if (Object.is(sent, parsed)) return [];
  const here = path || '(result)';
  if (Array.isArray(parsed)) {
    if (!Array.isArray(sent) || sent.length !== parsed.length) return [here];
    return parsed.flatMap((item, index) => changedByParsing(sent[index], item, `${path}.${index}`));
  }
  if (typeof parsed === 'object' && parsed !== null) {
    if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return [here];
    const record = sent as Record<string, unknown>;
    const at = (key: string) => (path ? `${path}.${key}` : key);
    const extra = Object.keys(record)
      .filter((key) => !(key in parsed))
      .map((key) => `${at(key)} (not in the schema)`);
    return [
      ...extra,
      ...Object.entries(parsed).flatMap(([key, value]) =>
        key in record
          ? changedByParsing(record[key], value, at(key))
          : [`${at(key)} (missing; the schema's default would fill it)`],
      ),
    ];
  }
  return [here];
}

/** An answer that breaks the contract: a bug of the API, never of the caller. */
export class ContractBreach extends Error {
  override name = 'ContractBreach';
}

/**
 * Checks every successful answer against its endpoint's response schema, as the browser will read it
 * (through JSON), and that parsing it would change nothing. The site trusts the contract's types and does not parse answers again (that would
 * put zod on every page), so this check, on in tests, is what holds the API to the contract: a
 * mismatch answers 500 and logs which field broke it, and the test that made the call fails.
 */
export class ContractAnswerCheck implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler<unknown>): Observable<unknown> {
    const endpoint = this.reflector.get<Endpoint | undefined>(
      CONTRACT_ENDPOINT,
      context.getHandler(),
    );
    if (!endpoint) return next.handle();
    return next.handle().pipe(
      map((result) => {
        // A handler that answered by itself (the event stream) has no result to check.
        if (context.switchToHttp().getResponse<FastifyReply>().sent) return result;
        const json = result instanceof SerializedResult ? result.json : JSON.stringify(result);
        const sent: unknown = json === undefined ? undefined : JSON.parse(json);
        const checked = endpoint.response.safeParse(sent);
        const problems = checked.success
          ? changedByParsing(sent, checked.data)
          : checked.error.issues.map(
              (issue) => `${issue.path.join('.') || '(result)'}: ${issue.message}`,
            );
        if (problems.length > 0) {
          throw new ContractBreach(
            `${endpoint.method} ${endpoint.path} answered off contract: ${problems.slice(0, 5).join('; ')}`,
          );
        }
        return result;
      }),
    );
  }
}

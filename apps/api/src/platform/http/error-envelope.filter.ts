import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { DomainError, serverMessages, type ErrorEnvelope } from '@vn/domain';
import { errorCodes, type FastifyReply, type FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import type { ApiMetrics } from '../metrics';
import { TooManyAttempts } from '../rate-limit/rate-limiter';

interface ErrorResponse {
  status: number;
  body: ErrorEnvelope;
}

/**
 * Fastify's own refusals of a request, in Russian (the site shows the server's message). Nest hands
 * them to the filter as an HttpException carrying only Fastify's English message (its
 * `mapExternalException`), so they are recognised by the start of that message.
 */
const FASTIFY_CLIENT_MESSAGES: ReadonlyArray<
  readonly [code: keyof typeof errorCodes, text: string]
> = [
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'Неподдерживаемый тип данных: этот запрос принимает JSON'],
  [
    'FST_ERR_CTP_EMPTY_JSON_BODY',
    'Некорректные данные: пустое тело при Content-Type application/json',
  ],
  ['FST_ERR_CTP_INVALID_JSON_BODY', 'Некорректный JSON в теле запроса'],
  ['FST_ERR_CTP_BODY_TOO_LARGE', 'Слишком большой запрос'],
  [
    'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
    'Некорректные данные: длина тела не совпадает с Content-Length',
  ],
];
const RUSSIAN_BY_PREFIX: ReadonlyArray<readonly [prefix: string, text: string]> = [
  ...FASTIFY_CLIENT_MESSAGES.map(
    ([code, text]) => [new errorCodes[code]().message.split('%s')[0]!.trim(), text] as const,
  ),
  // A path parameter with a broken percent-encoding (`%FF`).
  ['URI malformed', 'Некорректный адрес запроса'],
];

function inRussian(message: string): string {
  return RUSSIAN_BY_PREFIX.find(([prefix]) => message.startsWith(prefix))?.[1] ?? message;
}

/** Fastify's own errors (bad JSON, body too large, wrong media type) carry a status code. */
function fastifyClientStatus(exception: unknown): number | undefined {
  if (exception instanceof Error && 'statusCode' in exception) {
    const status = Number(exception.statusCode);
    if (status >= 400 && status < 500) return status;
  }
  return undefined;
}

function messageOfHttpException(exception: HttpException): string {
  // An unknown route says "Cannot GET /x"; the spec's server message for anything missing is
  // "Not Found" (docs/product §8), and the site keys its not-found page on it.
  if (exception instanceof NotFoundException && exception.message.startsWith('Cannot ')) {
    return 'Not Found';
  }
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

export function toErrorResponse(exception: unknown): ErrorResponse {
  if (exception instanceof DomainError) {
    const body: ErrorEnvelope = { message: exception.message };
    if (exception.fields) body.fields = { ...exception.fields };
    return { status: exception.status, body };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message = messageOfHttpException(exception);
    return { status, body: { message: status < 500 ? inRussian(message) : message } };
  }
  if (isDatabaseUnavailable(exception)) {
    const { message, status } = serverMessages.unavailable;
    return { status, body: { message } };
  }
  const clientStatus = fastifyClientStatus(exception);
  if (clientStatus !== undefined && exception instanceof Error) {
    return { status: clientStatus, body: { message: inRussian(exception.message) } };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { message: 'Internal Server Error' },
  };
}

/**
 * Errors Fastify's router meets before any route (a path with broken percent-encoding): they never
 * reach Nest's filter, and Fastify's default answer is its own English shape. `{ message }` here too.
 */
export function answerFrameworkError(error: Error, _request: unknown, reply: FastifyReply): void {
  const status = fastifyClientStatus(error) ?? HttpStatus.BAD_REQUEST;
  const code = 'code' in error ? String(error.code) : '';
  const message =
    code === 'FST_ERR_BAD_URL' ? 'Некорректный адрес запроса' : inRussian(error.message);
  void reply.status(status).send({ message } satisfies ErrorEnvelope);
}

/**
 * Every error leaves as `{ message }` with its HTTP status. Details of unexpected errors go to the
 * log, never to the client. A failure of ours (500, 503) also says which request it was
 * (`requestId`, as in its log line and the X-Request-Id header): what a reader's report needs.
 */
@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly metrics: ApiMetrics | null = null) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, body } = toErrorResponse(exception);
    const which = `${request.method} ${request.url} (request ${request.id})`;
    if (isDatabaseUnavailable(exception)) {
      // One line, not a stack per request: while the database is away every request says so.
      this.logger.warn(`${which}: database unavailable (${String(exception)})`);
      this.metrics?.databaseUnavailable();
    } else if (status === HttpStatus.SERVICE_UNAVAILABLE) {
      // A service of ours or another's is away or not set up (VNDB, Google): said, not a stack.
      this.logger.warn(`${which}: unavailable (${body.message})`);
    } else if (status >= 500) {
      this.logger.error(
        `${which} failed`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (status >= 500) body.requestId = request.id;
    // A 429 says when to come back (RFC 9110 §10.2.3), so clients and proxies need not guess.
    if (exception instanceof TooManyAttempts) {
      void reply.header('retry-after', String(exception.retryAfterSeconds));
    }
    void reply.status(status).send(body);
  }
}

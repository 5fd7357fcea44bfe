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
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../database/database-unavailable';

interface ErrorResponse {
  status: number;
  body: ErrorEnvelope;
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
  // "Not Found" (SPEC.md §8), and the site keys its not-found page on it.
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
    return { status: exception.getStatus(), body: { message: messageOfHttpException(exception) } };
  }
  if (isDatabaseUnavailable(exception)) {
    const { message, status } = serverMessages.unavailable;
    return { status, body: { message } };
  }
  const clientStatus = fastifyClientStatus(exception);
  if (clientStatus !== undefined && exception instanceof Error) {
    return { status: clientStatus, body: { message: exception.message } };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { message: 'Internal Server Error' },
  };
}

/**
 * Every error leaves as `{ message }` with its HTTP status. Details of unexpected errors go to the
 * log, never to the client.
 */
@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, body } = toErrorResponse(exception);
    if (status === HttpStatus.SERVICE_UNAVAILABLE) {
      // One line, not a stack per request: while the database is away every request says so.
      this.logger.warn(
        `${request.method} ${request.url}: database unavailable (${String(exception)})`,
      );
    } else if (status >= 500) {
      this.logger.error(
        `${request.method} ${request.url} failed`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    void reply.status(status).send(body);
  }
}

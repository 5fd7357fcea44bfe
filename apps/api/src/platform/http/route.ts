import {
  applyDecorators,
  createParamDecorator,
  Delete,
  type ExecutionContext,
  Get,
  HttpCode,
  Post,
  Put,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
} from '@nestjs/swagger';
import { bodyContentTypesOf, errorKinds, failureKindsOf, type Endpoint } from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorSchema, openApiSchemaOf, resultSchemaOf } from '../openapi/contract-schema';
import { CONTENT_TYPES_CONFIG } from './content-type';
import { parseRequest } from './parse-request';

/** Metadata key marking a handler a guest may call. */
export const IS_PUBLIC = 'vn:public';
/** Metadata key of the contract endpoint a handler serves (its answers are checked against it). */
export const CONTRACT_ENDPOINT = 'vn:endpoint';

/**
 * Marks a controller or handler as callable by guests without a contract endpoint. Product routes
 * declare this through `Route(endpoint)`; this is for test-only controllers.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);

const methodDecorators = { GET: Get, POST: Post, PUT: Put, DELETE: Delete } as const;

/** '/api/profile/{id}' → 'profile/:id' (the global prefix adds /api). */
export function nestPathOf(contractPath: string): string {
  return contractPath.replace(/^\/api\//, '').replace(/\{(\w+)\}/g, ':$1');
}

function jsonSchemaOf(schema: z.ZodType) {
  return openApiSchemaOf(schema, 'input');
}

/**
 * The documented request body: the contract's body schema, and the file fields of a multipart call
 * (an upload has only those, and needs them).
 */
function requestBodySchemaOf(endpoint: Endpoint): Record<string, unknown> {
  const schema = endpoint.body ? jsonSchemaOf(endpoint.body) : { type: 'object', properties: {} };
  if (!endpoint.files) return schema;
  const files = Object.fromEntries(
    endpoint.files.map((name) => [name, { type: 'string', format: 'binary' }]),
  );
  return {
    ...schema,
    properties: { ...(schema['properties'] as object | undefined), ...files },
    ...(endpoint.body ? {} : { required: [...endpoint.files] }),
  };
}

/**
 * Declares a handler from its contract endpoint: the HTTP method and path, whether guests may call
 * it, and its OpenAPI description. So the route table, the access rule and the documentation come from
 * one place (`libs/domain/src/api`), and the route-walking test can hold each route to it.
 */
export function Route(endpoint: Endpoint): MethodDecorator {
  const decorators = [
    methodDecorators[endpoint.method](nestPathOf(endpoint.path)),
    // Every success is 200 with `{ result }` (docs/product §7), also for POST (Nest's default is 201).
    HttpCode(200),
    SetMetadata(IS_PUBLIC, endpoint.public === true),
    SetMetadata(CONTRACT_ENDPOINT, endpoint),
    // The body media types the call takes, checked before the body is read (content-type.ts).
    RouteConfig({ [CONTENT_TYPES_CONFIG]: bodyContentTypesOf(endpoint) }),
    ApiOperation({
      summary: endpoint.summary ?? `${endpoint.method} ${endpoint.path}`,
      ...(endpoint.description ? { description: endpoint.description } : {}),
    }),
    ApiResponse({ status: 200, schema: resultSchemaOf(endpoint) }),
    // What the call can fail with, by kind (libs/domain errors.ts): every one answers `{ message }`.
    ...failureKindsOf(endpoint).map((kind) =>
      ApiResponse({
        status: errorKinds[kind].status,
        description: `${kind}: ${errorKinds[kind].meaning}`,
        schema: errorSchema(),
      }),
    ),
  ];
  const contentTypes = bodyContentTypesOf(endpoint);
  if (endpoint.body || endpoint.files) {
    decorators.push(
      ApiConsumes(...contentTypes),
      ApiBody({ required: !endpoint.body, schema: requestBodySchemaOf(endpoint) as never }),
    );
  }
  // Path parameters are documented from the schema that parses them, not from the handler's
  // arguments, so the documentation says what a value must look like (an id's 24 hex characters).
  if (endpoint.params instanceof z.ZodObject) {
    for (const [name, field] of Object.entries(
      endpoint.params.shape as Record<string, z.ZodType>,
    )) {
      decorators.push(ApiParam({ name, required: true, schema: jsonSchemaOf(field) as never }));
    }
  }
  if (endpoint.query instanceof z.ZodObject) {
    for (const [name, field] of Object.entries(endpoint.query.shape as Record<string, z.ZodType>)) {
      decorators.push(
        ApiQuery({
          name,
          required: !field.safeParse(undefined).success,
          schema: jsonSchemaOf(field) as never,
        }),
      );
    }
  }
  return applyDecorators(...decorators);
}

const reflector = new Reflector();

/** The endpoint the handler's `Route` declares, with the part of the request `part` names. */
function routeSchema(context: ExecutionContext, part: 'body' | 'query' | 'params'): z.ZodType {
  const endpoint = reflector.get<Endpoint | undefined>(CONTRACT_ENDPOINT, context.getHandler());
  const schema = endpoint?.[part];
  if (!schema) {
    throw new Error(`${context.getHandler().name}: the route's endpoint has no ${part} schema`);
  }
  return schema;
}

// The schemas come from the endpoint the handler's `Route` declares, so a handler cannot parse a
// request with another call's schema.
const bodyOfRoute = createParamDecorator((_: unknown, context: ExecutionContext) =>
  parseRequest(
    routeSchema(context, 'body'),
    context.switchToHttp().getRequest<FastifyRequest>().body,
  ),
);
const queryOfRoute = createParamDecorator((_: unknown, context: ExecutionContext) =>
  parseRequest(
    routeSchema(context, 'query'),
    context.switchToHttp().getRequest<FastifyRequest>().query,
  ),
);
const paramsOfRoute = createParamDecorator((_: unknown, context: ExecutionContext) =>
  parseRequest(
    routeSchema(context, 'params'),
    context.switchToHttp().getRequest<FastifyRequest>().params,
  ),
);

/**
 * The request body parsed with the `body` schema of the handler's `Route` endpoint (400 with field
 * messages when it does not fit). Type the argument with `EndpointParsedBody<typeof theEndpoint>`.
 */
export const ContractBody = (): ParameterDecorator => bodyOfRoute();

/**
 * The query string parsed with the `query` schema of the handler's `Route` endpoint. Type the
 * argument with `EndpointParsedQuery<typeof theEndpoint>`.
 */
export const ContractQuery = (): ParameterDecorator => queryOfRoute();

/**
 * The path parameters parsed with the `params` schema of the handler's `Route` endpoint: 400 with
 * field messages when one does not fit, as a bad query gets. Type the argument with
 * `EndpointParams<typeof theEndpoint>`.
 */
export const ContractParams = (): ParameterDecorator => paramsOfRoute();

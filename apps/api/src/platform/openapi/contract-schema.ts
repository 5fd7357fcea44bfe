import type { ApiResponseSchemaHost } from '@nestjs/swagger';
import { errorEnvelopeSchema, resultEnvelopeSchema, type Endpoint } from '@vn/domain';
import { z } from 'zod';

type SchemaObject = ApiResponseSchemaHost['schema'];

/**
 * Schemas that several operations share or that refer to themselves (the recursive content blocks),
 * published once under `components/schemas` of the document. zod puts them in the `definitions` of
 * each converted schema and refers to them as `#/definitions/Name`, which is relative to that schema;
 * inside an OpenAPI document a reference is relative to the document, so such references did not
 * resolve. They are moved here and referred to as `#/components/schemas/Name`.
 */
export const componentSchemas: Record<string, unknown> = {};

/**
 * A contract schema as OpenAPI 3.0 JSON Schema. `io: 'input'` describes what a client sends
 * (defaults optional), `'output'` what the API answers; a shared schema is a component of each kind
 * (`ContentBlock`, `ContentBlockInput`), because the two differ where a field has a default.
 */
export function openApiSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output',
): Record<string, unknown> {
  const {
    $schema: _ignored,
    definitions = {},
    ...json
  } = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  > & { definitions?: Record<string, unknown> };
  const suffix = io === 'input' ? 'Input' : '';
  const rename = (name: string): string => {
    // zod names a shared schema by its `.meta({ id })`; without one it would be `__schema0` in every
    // operation, and two different schemas could take the same component name.
    if (name.startsWith('__schema')) {
      throw new Error(
        `OpenAPI: a shared or recursive contract schema has no .meta({ id }) (${name})`,
      );
    }
    return `${name}${suffix}`;
  };
  const relink = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(relink);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) =>
        key === '$ref' && typeof value === 'string' && value.startsWith('#/definitions/')
          ? [key, `#/components/schemas/${rename(value.slice('#/definitions/'.length))}`]
          : [key, relink(value)],
      ),
    );
  };
  for (const [name, definition] of Object.entries(definitions)) {
    componentSchemas[rename(name)] = relink(definition);
  }
  return relink(json) as Record<string, unknown>;
}

/** The OpenAPI schema of an endpoint's `{ result }` answer, made from the shared zod contract. */
export function resultSchemaOf(endpoint: Endpoint): SchemaObject {
  return openApiSchemaOf(resultEnvelopeSchema(endpoint.response), 'output') as SchemaObject;
}

/** The OpenAPI schema of every error answer, `{ message, fields? }`. */
export function errorSchema(): SchemaObject {
  return openApiSchemaOf(errorEnvelopeSchema, 'output') as SchemaObject;
}

import type { ApiResponseSchemaHost } from '@nestjs/swagger';
import { resultEnvelopeSchema, type Endpoint } from '@vn/domain';
import { z } from 'zod';

type SchemaObject = ApiResponseSchemaHost['schema'];

/** The OpenAPI schema of an endpoint's `{ result }` answer, made from the shared zod contract. */
export function resultSchemaOf(endpoint: Endpoint): SchemaObject {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(resultEnvelopeSchema(endpoint.response), {
    target: 'openapi-3.0',
  });
  return schema as SchemaObject;
}

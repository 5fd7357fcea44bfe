import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { componentSchemas } from './contract-schema';

export const OPENAPI_PATH = 'api/docs';

/** OpenAPI of every call, at /api/docs (UI) and /api/docs/openapi.json. */
export function setupOpenApi(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Каталог визуальных новелл — API')
      .setDescription(
        'Every answer is { result } on success and { message } on error (docs/product §7). Schemas come from the contract in libs/domain.',
      )
      .setVersion('0')
      .build(),
  );
  // The shared and recursive schemas the operations refer to (`#/components/schemas/ContentBlock`).
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...(componentSchemas as Record<string, never>) },
  };
  SwaggerModule.setup(OPENAPI_PATH, app, document, {
    jsonDocumentUrl: `${OPENAPI_PATH}/openapi.json`,
  });
}

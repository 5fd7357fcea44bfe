import type { DynamicModule } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { collectionOf, type RecordSchema } from './record-schema';

/**
 * A feature module's collections, each registered under the collection its `recordSchema` names: the
 * name its repository injects with `@InjectModel(…_COLLECTION)`. A schema states its collection once,
 * so a module cannot register it under another name.
 */
export function recordModels(...schemas: RecordSchema[]): DynamicModule {
  return MongooseModule.forFeature(
    schemas.map((schema) => ({ name: collectionOf(schema), schema })),
  );
}

import type { DynamicModule } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { Schema } from 'mongoose';

/**
 * A feature module's collections, each registered under the collection its `recordSchema` names: the
 * name its repository injects with `@InjectModel(…_COLLECTION)`. A schema states its collection once,
 * so a module cannot register it under another name.
 */
export function recordModels(...schemas: Schema[]): DynamicModule {
  return MongooseModule.forFeature(
    schemas.map((schema) => ({ name: collectionOf(schema), schema })),
  );
}

function collectionOf(schema: Schema): string {
  const collection: unknown = schema.get('collection');
  if (typeof collection !== 'string') {
    throw new Error('recordModels takes schemas made by recordSchema, which name their collection');
  }
  return collection;
}

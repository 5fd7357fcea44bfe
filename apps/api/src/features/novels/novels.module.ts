import { Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { CatalogueIndex } from './catalogue-index';
import { novelSchema } from './novel.schema';
import { NovelsRepository } from './novels.repository';
import { ViewCounter } from './view-counter';

/** Projects: the collection, its in-memory index, the one way to write it, and view counting. */
@Module({
  imports: [recordModels(novelSchema)],
  providers: [CatalogueIndex, NovelsRepository, ViewCounter],
  exports: [CatalogueIndex, NovelsRepository, ViewCounter],
})
export class NovelsModule {}

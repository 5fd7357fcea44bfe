import { Module } from '@nestjs/common';
import { vocabularyKinds } from '@vn/domain';
import { recordModels } from '../../platform/database';
import { NovelsModule } from '../novels';
import { VocabulariesController } from './vocabularies.controller';
import { VocabulariesRepository } from './vocabularies.repository';
import { VocabulariesService } from './vocabularies.service';
import { vocabularySchema } from './vocabulary.schema';
import { VocabularyLists } from './vocabulary-lists';

/** Tags, genres and platforms (docs/product §3): the filters call and the staff's renames and deletes. */
@Module({
  imports: [NovelsModule, recordModels(...vocabularyKinds.map(vocabularySchema))],
  controllers: [VocabulariesController],
  providers: [VocabulariesRepository, VocabularyLists, VocabulariesService],
  exports: [VocabulariesService, VocabularyLists],
})
export class VocabulariesModule {}

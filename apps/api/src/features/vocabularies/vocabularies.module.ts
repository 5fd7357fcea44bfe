import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { vocabularyKinds } from '@vn/domain';
import { NovelsModule } from '../novels';
import { VocabulariesController } from './vocabularies.controller';
import { VocabulariesRepository } from './vocabularies.repository';
import { VocabulariesService } from './vocabularies.service';
import { vocabularyCollections, vocabularySchema } from './vocabulary.schema';

/** Tags, genres and platforms (docs/product §3): the filters call and the staff's renames and deletes. */
@Module({
  imports: [
    NovelsModule,
    MongooseModule.forFeature(
      vocabularyKinds.map((kind) => ({
        name: vocabularyCollections[kind],
        schema: vocabularySchema(kind),
      })),
    ),
  ],
  controllers: [VocabulariesController],
  providers: [VocabulariesRepository, VocabulariesService],
  exports: [VocabulariesService],
})
export class VocabulariesModule {}

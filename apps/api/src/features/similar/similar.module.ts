import { Module } from '@nestjs/common';
import { NovelsModule } from '../novels';
import { ReadingModule } from '../reading';
import { VocabulariesModule } from '../vocabularies';
import { SimilarController } from './similar.controller';
import { SimilarService } from './similar.service';
import { SimilarTitles } from './similar-titles';

/** Similar titles (docs/product §A6): worked out in the background, looked up per page. */
@Module({
  imports: [NovelsModule, ReadingModule, VocabulariesModule],
  controllers: [SimilarController],
  providers: [SimilarTitles, SimilarService],
  exports: [SimilarTitles],
})
export class SimilarModule {}

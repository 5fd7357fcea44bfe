import { Module } from '@nestjs/common';
import { PostsModule } from '../posts';
import { ReadingModule } from '../reading';
import { TranslatorDirectoryModule } from '../translator-directory';
import { UsersModule } from '../users';
import { VocabulariesModule } from '../vocabularies';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { NovelsModule } from '../novels';

/** The catalogue's calls: cards, project pages, owners, removal and the main page. */
@Module({
  imports: [
    NovelsModule,
    ReadingModule,
    VocabulariesModule,
    UsersModule,
    PostsModule,
    TranslatorDirectoryModule,
  ],
  controllers: [CatalogueController],
  providers: [CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}

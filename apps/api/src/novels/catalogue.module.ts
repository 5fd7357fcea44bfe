import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { ReadingModule } from '../reading/reading.module';
import { TranslatorDirectoryModule } from '../translators/translator-directory.module';
import { UsersModule } from '../users/users.module';
import { VocabulariesModule } from '../vocabularies/vocabularies.module';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { NovelsModule } from './novels.module';

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

import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue';
import { PostsModule } from '../posts';
import { TranslatorDirectoryModule } from '../translator-directory';
import { TranslatorsModule } from '../translators';
import { UsersModule } from '../users';
import { ArticleNames } from './article-names';
import { GroupNames } from './group-names';
import { PeopleNames } from './people-names';
import { SiteSearchController } from './site-search.controller';
import { SiteSearchService } from './site-search.service';

/**
 * The site-wide search (docs/product §A7.3): its call, and the indexes of articles, translator
 * groups and people it looks up (projects are the catalogue's own index).
 */
@Module({
  imports: [
    CatalogueModule,
    PostsModule,
    TranslatorDirectoryModule,
    TranslatorsModule,
    UsersModule,
  ],
  controllers: [SiteSearchController],
  providers: [ArticleNames, GroupNames, PeopleNames, SiteSearchService],
})
export class SiteSearchModule {}

import { Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { CatalogueTranslationFacts } from './catalogue-translation-facts';
import { ModerationLogModule } from '../moderation-log';
import { NovelsModule } from '../novels';
import { TranslatorDirectoryModule } from '../translator-directory';
import { UsersModule } from '../users';
import { translationFollowerSchema } from './translation-follow.schema';
import { TranslationFeeds } from './translation-feeds';
import { TranslationFollowers } from './translation-followers';
import { TranslationFollowersRepository } from './translation-followers.repository';
import { TranslationFollowsService } from './translation-follows.service';
import { TranslationNews } from './translation-news';
import { translationSchema, translationUpdateSchema } from './translation.schema';
import { TranslationsIndex } from './translations-index';
import { TranslationsController } from './translations.controller';
import { TranslationsRepository } from './translations.repository';
import { TranslationsService } from './translations.service';

/** Translations with progress and history (docs/product §A1, ADR 0014), and group members. */
@Module({
  imports: [
    recordModels(translationSchema, translationUpdateSchema, translationFollowerSchema),
    NovelsModule,
    TranslatorDirectoryModule,
    ModerationLogModule,
    UsersModule,
  ],
  controllers: [TranslationsController],
  providers: [
    TranslationsRepository,
    TranslationsIndex,
    TranslationsService,
    TranslationFollowersRepository,
    TranslationFollowers,
    TranslationNews,
    TranslationFollowsService,
    TranslationFeeds,
    CatalogueTranslationFacts,
  ],
  exports: [TranslationsService, TranslationFeeds],
})
export class TranslationsModule {}

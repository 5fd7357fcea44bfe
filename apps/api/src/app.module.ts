import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import type { AppConfig } from './platform/config/app-config';
import { AccountsModule } from './features/accounts';
import { CatalogueModule } from './features/catalogue';
import { ConfigModule } from './platform/config/config.module';
import { CounterRepairModule } from './platform/database/counter-repair';
import { DatabaseModule } from './platform/database/database.module';
import { MigrationsModule } from './platform/database/migrations';
import { MIGRATIONS } from './migrations';
import { HealthModule } from './platform/health/health.module';
import { MetricsModule } from './platform/metrics';
import { HttpDrain } from './platform/http/http-drain';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';
import { ProfilesModule } from './features/profiles';
import { PubSubModule } from './platform/pubsub/pubsub.module';
import { SessionModule } from './platform/session/session.module';
import { StorageModule } from './platform/storage/storage.module';
import { TranslatorsModule } from './features/translators';
import { VocabulariesModule } from './features/vocabularies';
import { ReadingModule } from './features/reading';
import { SimilarModule } from './features/similar';
import { CommentsModule } from './features/comments';
import { PostsModule } from './features/posts';
import { DraftsModule } from './features/drafts';
import { LiveEventsModule } from './features/live-events';
import { MessagesModule } from './features/messages';
import { ModerationLogModule } from './features/moderation-log';
import { UserEventsModule } from './features/user-events';
import { VndbModule } from './features/vndb';
import { TranslationsModule } from './features/translations';
import { ReportsModule } from './features/reports';
import { SiteSearchModule } from './features/site-search';

@Module({})
export class AppModule {
  /** `extraImports` lets tests mount modules of their own beside the real ones. */
  static forRoot(config: AppConfig, extraImports: ModuleMetadata['imports'] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        MetricsModule,
        DatabaseModule,
        MigrationsModule.forRoot(MIGRATIONS),
        CounterRepairModule,
        PubSubModule.forRoot({ redisUrl: config.redisUrl }),
        RateLimitModule,
        SessionModule,
        StorageModule.forRoot({ uploadsDir: config.uploadsDir, s3: config.s3 }),
        HealthModule,
        ModerationLogModule,
        UserEventsModule,
        AccountsModule,
        ProfilesModule,
        CatalogueModule,
        VocabulariesModule,
        ReadingModule,
        TranslatorsModule,
        CommentsModule,
        PostsModule,
        DraftsModule,
        LiveEventsModule,
        MessagesModule,
        VndbModule,
        TranslationsModule,
        ReportsModule,
        SimilarModule,
        SiteSearchModule,
        ...extraImports,
      ],
      // In the root module: its shutdown hooks run before every feature module's.
      providers: [HttpDrain],
    };
  }
}

import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { AccountsModule } from './accounts/accounts.module';
import { CatalogueModule } from './novels/catalogue.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { HttpDrain } from './common/http-drain';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { ProfilesModule } from './profiles/profiles.module';
import { PubSubModule } from './pubsub/pubsub.module';
import { SessionModule } from './session/session.module';
import { StorageModule } from './storage/storage.module';
import { TranslatorsModule } from './translators/translators.module';
import { VocabulariesModule } from './vocabularies/vocabularies.module';
import { ReadingModule } from './reading/reading.module';
import { CommentsModule } from './comments/comments.module';
import { PostsModule } from './posts/posts.module';
import { DraftsModule } from './drafts/drafts.module';
import { LiveEventsModule } from './live-events/live-events.module';
import { MessagesModule } from './messages/messages.module';
import { ModerationLogModule } from './moderation-log/moderation-log.module';
import { UserEventsModule } from './user-events/user-events.module';
import { VndbModule } from './vndb/vndb.module';

@Module({})
export class AppModule {
  /** `extraImports` lets tests mount modules of their own beside the real ones. */
  static forRoot(config: AppConfig, extraImports: ModuleMetadata['imports'] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
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
        ...extraImports,
      ],
      // In the root module: its shutdown hooks run before every feature module's.
      providers: [HttpDrain],
    };
  }
}

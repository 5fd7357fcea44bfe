import { Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { NovelsModule } from '../novels';
import { PostsModule } from '../posts';
import { UsersModule } from '../users';
import { VocabulariesModule } from '../vocabularies';
import { DraftApplier } from './draft-applier';
import { DraftImages } from './draft-images';
import { DraftMerges } from './draft-merge';
import { novelDraftSchema, revisionSchema } from './draft.schema';
import { DraftsController } from './drafts.controller';
import { DraftsRepository } from './drafts.repository';
import { DraftsService } from './drafts.service';
import { RevisionsService } from './revisions.service';

/** Novel drafts, their review and apply, and project revisions (docs/product §4 Novel draft). */
@Module({
  imports: [
    NovelsModule,
    UsersModule,
    VocabulariesModule,
    PostsModule,
    recordModels(novelDraftSchema, revisionSchema),
  ],
  controllers: [DraftsController],
  providers: [
    DraftsRepository,
    DraftApplier,
    DraftImages,
    DraftMerges,
    DraftsService,
    RevisionsService,
  ],
  exports: [DraftsService],
})
export class DraftsModule {}

import { Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { NovelsModule } from '../novels';
import { ReadingModule } from '../reading';
import { UsersModule } from '../users';
import { VocabulariesModule } from '../vocabularies';
import { recommendationSchema, recommendationVoteSchema } from './recommendation.schema';
import { RecommendationsController } from './recommendations.controller';
import { RecommendationsIndex } from './recommendations-index';
import { RecommendationsRepository } from './recommendations.repository';
import { RecommendationsService } from './recommendations.service';
import { SimilarController } from './similar.controller';
import { SimilarService } from './similar.service';
import { SimilarTitles } from './similar-titles';

/**
 * Similar titles (docs/product §A6): worked out in the background, looked up per page; and readers'
 * recommendations, one of their signals (§A6.5).
 */
@Module({
  imports: [
    NovelsModule,
    ReadingModule,
    VocabulariesModule,
    UsersModule,
    recordModels(recommendationSchema, recommendationVoteSchema),
  ],
  controllers: [SimilarController, RecommendationsController],
  providers: [
    SimilarTitles,
    SimilarService,
    RecommendationsRepository,
    RecommendationsIndex,
    RecommendationsService,
  ],
  exports: [SimilarTitles],
})
export class SimilarModule {}

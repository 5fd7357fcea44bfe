import { Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { NovelsModule } from '../novels';
import { SanctionsModule } from '../sanctions';
import { UsersModule } from '../users';
import { MarkCounterRounds } from './mark-counter-rounds';
import { ProjectMarkCounters } from './project-mark-counters';
import { ReaderMarks } from './reader-marks';
import { ReaderSignals } from './reader-signals';
import { ListsTransferController } from './lists-transfer.controller';
import { ListsTransferService } from './lists-transfer.service';
import { ReadingController } from './reading.controller';
import { ReadingRepository } from './reading.repository';
import { listEntrySchema, ratingSchema } from './reading.schema';
import { OpenRatingsService } from './open-ratings.service';
import { ProjectVotes } from './project-votes';
import { ReadingService } from './reading.service';
import { VoterStandings } from './voter-standings';

/**
 * Ratings and reading lists (docs/product §3, §7), each reader's marks kept in memory, and their
 * export and import (docs/product §A5.5).
 */
@Module({
  imports: [
    NovelsModule,
    UsersModule,
    SanctionsModule,
    recordModels(ratingSchema, listEntrySchema),
  ],
  controllers: [ReadingController, ListsTransferController],
  providers: [
    ReadingRepository,
    ReaderMarks,
    ReadingService,
    ProjectMarkCounters,
    MarkCounterRounds,
    VoterStandings,
    ProjectVotes,
    OpenRatingsService,
    ReaderSignals,
    ListsTransferService,
  ],
  exports: [ReaderMarks, ReaderSignals],
})
export class ReadingModule {}

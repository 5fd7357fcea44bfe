import { Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { NovelsModule } from '../novels';
import { UsersModule } from '../users';
import { ProjectMarkCounters } from './project-mark-counters';
import { ReaderMarks } from './reader-marks';
import { ReadingController } from './reading.controller';
import { ReadingRepository } from './reading.repository';
import { listEntrySchema, ratingSchema } from './reading.schema';
import { ReadingService } from './reading.service';

/** Ratings and reading lists (docs/product §3, §7), and each reader's marks kept in memory. */
@Module({
  imports: [NovelsModule, UsersModule, recordModels(ratingSchema, listEntrySchema)],
  controllers: [ReadingController],
  providers: [ReadingRepository, ReaderMarks, ReadingService, ProjectMarkCounters],
  exports: [ReaderMarks],
})
export class ReadingModule {}

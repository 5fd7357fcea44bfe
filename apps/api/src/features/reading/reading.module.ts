import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NovelsModule } from '../novels';
import { UsersModule } from '../users';
import { ReaderMarks } from './reader-marks';
import { ReadingController } from './reading.controller';
import { ReadingRepository } from './reading.repository';
import {
  LIST_ENTRIES_COLLECTION,
  listEntrySchema,
  RATINGS_COLLECTION,
  ratingSchema,
} from './reading.schema';
import { ReadingService } from './reading.service';

/** Ratings and reading lists (docs/product §3, §7), and each reader's marks kept in memory. */
@Module({
  imports: [
    NovelsModule,
    UsersModule,
    MongooseModule.forFeature([
      { name: RATINGS_COLLECTION, schema: ratingSchema },
      { name: LIST_ENTRIES_COLLECTION, schema: listEntrySchema },
    ]),
  ],
  controllers: [ReadingController],
  providers: [ReadingRepository, ReaderMarks, ReadingService],
  exports: [ReaderMarks],
})
export class ReadingModule {}

import { Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { CommentsModule } from '../comments';
import { MessagesModule } from '../messages';
import { NovelsModule } from '../novels';
import { PostsModule } from '../posts';
import { UsersModule } from '../users';
import { reportCaseSchema } from './report-case.schema';
import { ReportCases } from './report-cases';
import { ReportCasesRepository } from './report-cases.repository';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

@Module({
  imports: [
    recordModels(reportCaseSchema),
    CommentsModule,
    MessagesModule,
    NovelsModule,
    PostsModule,
    UsersModule,
  ],
  controllers: [ReportsController],
  providers: [ReportCasesRepository, ReportCases, ReportsService],
})
export class ReportsModule {}

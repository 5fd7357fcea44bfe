import { Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { sanctionRecordSchema } from './sanction.schema';
import { SanctionsByUser } from './sanctions-by-user';
import { SanctionsRepository } from './sanctions.repository';

@Module({
  imports: [recordModels(sanctionRecordSchema)],
  providers: [SanctionsRepository, SanctionsByUser],
  exports: [SanctionsRepository, SanctionsByUser],
})
export class SanctionsModule {}

import { Module } from '@nestjs/common';
import { SanctionsModule } from '../sanctions';
import { UsersModule } from '../users';
import { ProfilesController } from './profiles.controller';
import { ProfilesService } from './profiles.service';
import { SanctionsController } from './sanctions.controller';
import { SanctionsService } from './sanctions.service';

@Module({
  imports: [UsersModule, SanctionsModule],
  controllers: [ProfilesController, SanctionsController],
  providers: [ProfilesService, SanctionsService],
})
export class ProfilesModule {}

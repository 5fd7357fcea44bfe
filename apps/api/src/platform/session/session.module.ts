import { Global, Module } from '@nestjs/common';
import { recordModels } from '../database/record-models';
import { APP_GUARD } from '@nestjs/core';
import { SanctionsModule } from '../../features/sanctions';
import { UsersModule } from '../../features/users';
import { SessionGuard } from './session.guard';
import { sessionSchema } from './session.schema';
import { SessionService } from './session.service';
import { SessionsRepository } from './sessions.repository';

/** Sessions and the guard every route passes (public routes are marked through their contract). */
@Global()
@Module({
  imports: [UsersModule, SanctionsModule, recordModels(sessionSchema)],
  providers: [SessionsRepository, SessionService, { provide: APP_GUARD, useClass: SessionGuard }],
  exports: [SessionService],
})
export class SessionModule {}

import { Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { userSchema } from './user.schema';
import { UsersRepository } from './users.repository';

@Module({
  imports: [recordModels(userSchema)],
  providers: [UsersRepository],
  exports: [UsersRepository],
})
export class UsersModule {}

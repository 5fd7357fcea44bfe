import { Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { userSchema } from './user.schema';
import { UsersById } from './users-by-id';
import { UsersRepository } from './users.repository';

@Module({
  imports: [recordModels(userSchema)],
  providers: [UsersRepository, UsersById],
  exports: [UsersRepository, UsersById],
})
export class UsersModule {}

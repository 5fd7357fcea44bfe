import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { USERS_COLLECTION, userSchema } from './user.schema';
import { UsersRepository } from './users.repository';

@Module({
  imports: [MongooseModule.forFeature([{ name: USERS_COLLECTION, schema: userSchema }])],
  providers: [UsersRepository],
  exports: [UsersRepository],
})
export class UsersModule {}

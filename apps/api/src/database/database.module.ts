import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * The one connection to the database. Code must stay inside the query subset that both MongoDB and
 * FerretDB run (ARCHITECTURE.md, "The database"); `mongo-subset.spec.ts` proves that subset here.
 */
@Module({
  imports: [
    MongooseModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        uri: config.mongodbUri,
        serverSelectionTimeoutMS: 5_000,
        // Fail the start with a clear error instead of retrying for half a minute.
        retryAttempts: 1,
        // FerretDB keeps secondary indexes but scans anyway; building them still keeps unique
        // constraints, which the code relies on.
        autoIndex: true,
      }),
    }),
  ],
})
export class DatabaseModule {}

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiMetrics, MetricsModule } from '../metrics';
import { watchForStuckHeartbeats } from './stuck-monitor-watchdog';

/**
 * While the database is away a request fails after this long (503, `isDatabaseUnavailable`)
 * instead of the driver's 30 s; long enough to ride out a replica set's election. The driver keeps
 * checking the server and the API carries on by itself once it answers again.
 */
export const SERVER_SELECTION_TIMEOUT_MS = 3_000;

/**
 * The one connection to the database. Code must stay inside the query subset that both MongoDB and
 * FerretDB run (docs/architecture.md § The database); `mongo-subset.spec.ts` proves that subset
 * here.
 */
@Module({
  imports: [
    MongooseModule.forRootAsync({
      imports: [MetricsModule],
      inject: [APP_CONFIG, ApiMetrics],
      useFactory: (config: AppConfig, metrics: ApiMetrics) => ({
        uri: config.mongodbUri,
        serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
        // Mongoose would otherwise hold every query of a dropped connection for 10 s, then fail it
        // with an error of its own; without buffering the driver's selection timeout above decides.
        bufferCommands: false,
        // Fail the start with a clear error instead of retrying for half a minute.
        retryAttempts: 1,
        // FerretDB keeps secondary indexes but scans anyway; building them still keeps unique
        // constraints, which the code relies on.
        autoIndex: true,
        // See the watchdog: the driver's monitor can hang for good when FerretDB restarts under load.
        connectionFactory: (connection: Connection) => {
          watchForStuckHeartbeats(connection.getClient());
          metrics.watchDatabase(connection.getClient());
          return connection;
        },
      }),
    }),
  ],
})
export class DatabaseModule {}

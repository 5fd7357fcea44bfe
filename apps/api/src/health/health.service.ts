import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { HealthStatus } from '@vn/domain';
import { Connection } from 'mongoose';

/** How long the database may take to answer a ping before health reports it down. */
const PING_TIMEOUT_MS = 2_000;

@Injectable()
export class HealthService {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async check(): Promise<HealthStatus> {
    const databaseAnswers = await this.pingDatabase();
    return databaseAnswers ? { status: 'ok', db: 'ok' } : { status: 'degraded', db: 'down' };
  }

  private async pingDatabase(): Promise<boolean> {
    const database = this.connection.db;
    if (!database) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    const ping = database
      .admin()
      .ping()
      .then(() => true as const)
      .catch(() => false as const);
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

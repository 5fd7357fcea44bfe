import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { HealthStatus } from '@vn/domain';
import { Connection } from 'mongoose';

/** How long the database may take to answer a ping before health reports it down. */
const PING_TIMEOUT_MS = 2_000;
/**
 * How long a ping's answer stands for every health check. Load balancers and monitors poll health
 * often and all at once; one ping per second tells them the same, without a database round trip
 * per request (on the embedded FerretDB that round trip was the whole cost of the call).
 */
const PING_FRESH_MS = 1_000;

@Injectable()
export class HealthService {
  private lastPing: { at: number; answered: Promise<boolean> } | null = null;

  constructor(@InjectConnection() private readonly connection: Connection) {}

  async check(): Promise<HealthStatus> {
    const databaseAnswers = await this.databaseAnswers();
    return databaseAnswers ? { status: 'ok', db: 'ok' } : { status: 'degraded', db: 'down' };
  }

  /** The answer of the latest ping when it is fresh (or still running), else of a new one. */
  private databaseAnswers(now = Date.now()): Promise<boolean> {
    if (!this.lastPing || now - this.lastPing.at > PING_FRESH_MS) {
      this.lastPing = { at: now, answered: this.pingDatabase() };
    }
    return this.lastPing.answered;
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

import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ModuleMetadata } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import mongoose from 'mongoose';
import { inject } from 'vitest';
import { uniqueDatabaseName, withDatabaseName } from '../../../tools/db';
import { loadConfig } from '../src/platform/config/app-config';
import { createApp } from '../src/create-app';

/** A fresh database on the run's server: test files never see each other's data. */
export function freshDatabaseUri(serverUri = inject('databaseServerUri')): string {
  return withDatabaseName(serverUri, uniqueDatabaseName());
}

export interface TestApi {
  app: NestFastifyApplication;
  /** `http://127.0.0.1:<port>`: tests talk real HTTP to it. */
  baseUrl: string;
  databaseUri: string;
  close(): Promise<void>;
}

export async function startTestApi(
  options: {
    databaseUri?: string;
    environment?: Record<string, string>;
    extraImports?: ModuleMetadata['imports'];
  } = {},
): Promise<TestApi> {
  const databaseUri = options.databaseUri ?? freshDatabaseUri();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    // API_TEST_LOG_LEVEL=error shows what a failing request logged.
    LOG_LEVEL: process.env['API_TEST_LOG_LEVEL'] ?? 'silent',
    MONGODB_URI: databaseUri,
    // Uploaded images of a test run stay out of the repository.
    UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'vn-uploads-')),
    ...options.environment,
  });
  const app = await createApp(config, { extraImports: options.extraImports ?? [] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}`, databaseUri, close: () => app.close() };
}

/** A mongoose connection of its own to a fresh database, for tests below the HTTP layer. */
export async function connectFreshDatabase(): Promise<mongoose.Connection> {
  return mongoose.createConnection(freshDatabaseUri()).asPromise();
}

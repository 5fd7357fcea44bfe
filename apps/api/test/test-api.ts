import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ModuleMetadata } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import mongoose from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
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

export interface TestApiOptions {
  databaseUri?: string;
  environment?: Record<string, string>;
  extraImports?: ModuleMetadata['imports'];
}

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
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

/**
 * Starts an API before the tests of the enclosing file or `describe` and closes it after them. The
 * API is an object that the `beforeAll` hook fills in, so the spec may hold it at once and read it in
 * its tests and later hooks.
 */
export function useTestApi(options: TestApiOptions = {}): TestApi {
  const api = {} as TestApi;
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi(options);
    Object.assign(api, started);
  });
  // Only an API that started is closed: a failed start is then the one error the run reports.
  afterAll(() => started?.close());
  return api;
}

/** A mongoose connection of its own to a fresh database, for tests below the HTTP layer. */
export async function connectFreshDatabase(): Promise<mongoose.Connection> {
  return mongoose.createConnection(freshDatabaseUri()).asPromise();
}

import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The API's settings, read from the environment once at start and validated, so a wrong value stops
 * the process with a sentence naming the variable instead of failing later on a request.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const environmentSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be one of development, production, test',
    })
    .default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  MONGODB_URI: z
    .string({ error: 'is required (a MongoDB connection string; `npm start` sets it for you)' })
    .regex(/^mongodb(\+srv)?:\/\/.+/, 'must be a mongodb:// or mongodb+srv:// connection string'),
  SITE_DIR: z.string().min(1).default('apps/site/dist'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
});

export interface AppConfig {
  environment: 'development' | 'production' | 'test';
  host: string;
  port: number;
  mongodbUri: string;
  /** Folder of the built site; served only in production. */
  siteDir: string;
  serveSite: boolean;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(environment: Record<string, string | undefined>): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  const env = parsed.data;
  return {
    environment: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    mongodbUri: env.MONGODB_URI,
    siteDir: resolve(env.SITE_DIR),
    serveSite: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL,
  };
}

/** Injection token of the validated `AppConfig`. */
export const APP_CONFIG = Symbol('AppConfig');

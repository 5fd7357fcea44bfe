import { resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { s3ConfigFrom, type S3Config } from './s3-config';

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
  /** Serve the built site outside production too (the end-to-end tests run in test mode). */
  SERVE_SITE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  /**
   * Render the pages a visitor lands on in the server (ADR 0011), with the site's server entry built
   * beside SITE_DIR (`dist-ssr/`). `false` serves every page as the client-rendered shell.
   */
  RENDER_PAGES: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  PUBLIC_URL: z.url({ error: "must be the site's address, e.g. https://example.org" }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Визуальные новеллы <no-reply@localhost>'),
  CAPTCHA_TEST_ANSWER: z.string().min(1).optional(),
  /** Tests only: multiplies every rate limit (the browser tests sign in many times from one address). */
  RATE_LIMIT_SCALE: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(1000)
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().min(1).default('https://accounts.google.com,accounts.google.com'),
  UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
  SESSION_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(365).default(30),
  SSE_HEARTBEAT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(10)
    .max(3_600_000)
    .default(15_000),
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
    .optional(),
  VNDB_API_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL, e.g. https://api.vndb.org/kana',
    })
    .default('https://api.vndb.org/kana'),
  VNDB_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be between 100 and 60000')
    .max(60_000, 'must be between 100 and 60000')
    .default(5_000),
});

export interface AppConfig {
  environment: 'development' | 'production' | 'test';
  host: string;
  port: number;
  mongodbUri: string;
  /** Folder of the built site; served only in production. */
  siteDir: string;
  serveSite: boolean;
  renderPages: boolean;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** The site's own address, for links in e-mails. */
  publicUrl: string;
  /** Where mail goes; without it, to the outbox collection (development and tests of the outbox). */
  smtpUrl: string | null;
  mailFrom: string;
  /** Tests only: every captcha accepts this answer. Refused in production. */
  captchaTestAnswer: string | null;
  /** Tests only: every rate limit times this (1 in production). */
  rateLimitScale: number;
  google: { clientId: string | null; jwksUrl: string; issuers: string[] };
  uploadsDir: string;
  /** Images go to this S3-compatible bucket when every `S3_*` variable is set; else to uploadsDir. */
  s3: S3Config | null;
  sessionTtlMs: number;
  /** Behind a reverse proxy: take the client address and protocol from X-Forwarded-*. */
  trustProxy: boolean;
  /** Lets `/metrics` be read from elsewhere than this machine, with `Authorization: Bearer` it. */
  metricsToken: string | null;
  /** Several instances: cache invalidation (and live events) go through this Redis. */
  redisUrl: string | null;
  /** How often an open event stream gets a heartbeat, so proxies keep it open. */
  sseHeartbeatMs: number;
  /**
   * The external visual novel database the project form looks names up in (`POST {apiUrl}/vn`), and
   * how long a lookup may take before the API gives up on it.
   */
  vndb: { apiUrl: string; timeoutMs: number };
}

export function loadConfig(environment: Record<string, string | undefined>): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  const env = parsed.data;
  for (const testOnly of ['CAPTCHA_TEST_ANSWER', 'RATE_LIMIT_SCALE'] as const) {
    if (env.NODE_ENV === 'production' && env[testOnly] !== undefined) {
      throw new ConfigError(
        `Invalid configuration: ${testOnly} is for automated tests and must not be set in production.`,
      );
    }
  }
  return {
    environment: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    mongodbUri: env.MONGODB_URI,
    siteDir: resolve(env.SITE_DIR),
    serveSite: env.SERVE_SITE ? env.SERVE_SITE === 'true' : env.NODE_ENV === 'production',
    renderPages: env.RENDER_PAGES === 'true',
    logLevel: env.LOG_LEVEL,
    publicUrl: (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    captchaTestAnswer: env.CAPTCHA_TEST_ANSWER ?? null,
    rateLimitScale: env.RATE_LIMIT_SCALE ?? 1,
    google: {
      clientId: env.GOOGLE_CLIENT_ID ?? null,
      jwksUrl: env.GOOGLE_JWKS_URL,
      issuers: env.GOOGLE_ISSUERS.split(',').map((issuer) => issuer.trim()),
    },
    uploadsDir: resolve(env.UPLOADS_DIR),
    s3: s3ConfigFrom(environment),
    sessionTtlMs: env.SESSION_DAYS * 24 * 60 * 60 * 1000,
    trustProxy: env.TRUST_PROXY === 'true',
    metricsToken: env.METRICS_TOKEN ?? null,
    redisUrl: env.REDIS_URL ?? null,
    sseHeartbeatMs: env.SSE_HEARTBEAT_MS,
    vndb: { apiUrl: env.VNDB_API_URL.replace(/\/+$/, ''), timeoutMs: env.VNDB_TIMEOUT_MS },
  };
}

/** Injection token of the validated `AppConfig`. */
export const APP_CONFIG = Symbol('AppConfig');

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config';
import { ConfigError } from './config-error';

const MONGODB_URI = 'mongodb://127.0.0.1:27017/catalogue';

describe('loadConfig', () => {
  it('fills defaults: development, localhost:3000, info logs, site not served', () => {
    expect(loadConfig({ MONGODB_URI })).toEqual({
      environment: 'development',
      host: 'localhost',
      port: 3000,
      mongodbUri: MONGODB_URI,
      siteDir: resolve('apps/site/dist'),
      serveSite: false,
      renderPages: true,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      mailFrom: 'Визуальные новеллы <no-reply@localhost>',
      captchaTestAnswer: null,
      rateLimitScale: 1,
      google: {
        clientId: null,
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
        issuers: ['https://accounts.google.com', 'accounts.google.com'],
      },
      uploadsDir: resolve('.data/uploads'),
      s3: null,
      sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
      trustProxy: false,
      metricsToken: null,
      redisUrl: null,
      sseHeartbeatMs: 15_000,
      vndb: { apiUrl: 'https://api.vndb.org/kana', timeoutMs: 5_000 },
    });
  });

  it('takes a metrics token of 16 characters or more, and refuses a shorter one', () => {
    const token = 'a-token-of-twenty-chars';
    expect(loadConfig({ MONGODB_URI, METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ MONGODB_URI, METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
  });

  it('takes the visual novel database address without a trailing slash, and its timeout', () => {
    expect(
      loadConfig({ MONGODB_URI, VNDB_API_URL: 'http://127.0.0.1:4000/', VNDB_TIMEOUT_MS: '250' })
        .vndb,
    ).toEqual({ apiUrl: 'http://127.0.0.1:4000', timeoutMs: 250 });
    expect(() => loadConfig({ MONGODB_URI, VNDB_API_URL: 'ftp://example.org' })).toThrow(
      /VNDB_API_URL must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ MONGODB_URI, VNDB_TIMEOUT_MS: '0' })).toThrow(/VNDB_TIMEOUT_MS/);
  });

  it('refuses the captcha test answer in production', () => {
    expect(() =>
      loadConfig({ MONGODB_URI, NODE_ENV: 'production', CAPTCHA_TEST_ANSWER: 'pass' }),
    ).toThrow(/CAPTCHA_TEST_ANSWER .* must not be set in production/);
    expect(loadConfig({ MONGODB_URI, CAPTCHA_TEST_ANSWER: 'pass' }).captchaTestAnswer).toBe('pass');
    expect(() =>
      loadConfig({ MONGODB_URI, NODE_ENV: 'production', RATE_LIMIT_SCALE: '10' }),
    ).toThrow(/RATE_LIMIT_SCALE .* must not be set in production/);
    expect(loadConfig({ MONGODB_URI, RATE_LIMIT_SCALE: '10' }).rateLimitScale).toBe(10);
  });

  it('takes the public address without a trailing slash, and refuses a wrong SMTP URL', () => {
    expect(loadConfig({ MONGODB_URI, PUBLIC_URL: 'https://vn.example/' }).publicUrl).toBe(
      'https://vn.example',
    );
    expect(() => loadConfig({ MONGODB_URI, SMTP_URL: 'mail.example' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  it('takes a Redis URL for several instances, and refuses anything else', () => {
    expect(loadConfig({ MONGODB_URI, REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe(
      'redis://cache:6379',
    );
    expect(() => loadConfig({ MONGODB_URI, REDIS_URL: 'cache:6379' })).toThrow(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('serves the site in production, and elsewhere only when SERVE_SITE says so', () => {
    expect(loadConfig({ MONGODB_URI, NODE_ENV: 'production' }).serveSite).toBe(true);
    expect(loadConfig({ MONGODB_URI, NODE_ENV: 'test' }).serveSite).toBe(false);
    expect(loadConfig({ MONGODB_URI, NODE_ENV: 'test', SERVE_SITE: 'true' }).serveSite).toBe(true);
    expect(loadConfig({ MONGODB_URI, NODE_ENV: 'production', SERVE_SITE: 'false' }).serveSite).toBe(
      false,
    );
    expect(() => loadConfig({ MONGODB_URI, SERVE_SITE: 'yes' })).toThrow(
      /SERVE_SITE must be true or false/,
    );
  });

  it('renders pages on the server unless RENDER_PAGES is false', () => {
    expect(loadConfig({ MONGODB_URI, RENDER_PAGES: 'false' }).renderPages).toBe(false);
    expect(() => loadConfig({ MONGODB_URI, RENDER_PAGES: 'no' })).toThrow(
      /RENDER_PAGES must be true or false/,
    );
  });

  it('names a missing MONGODB_URI', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/MONGODB_URI is required/);
  });

  it('names each wrong variable in one message', () => {
    const load = () =>
      loadConfig({ MONGODB_URI: 'postgres://x', PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(load).toThrow(
      /MONGODB_URI must be a mongodb:\/\/ or mongodb\+srv:\/\/ connection string/,
    );
    expect(load).toThrow(/PORT must be a number/);
    expect(load).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ MONGODB_URI, PORT: '70000' })).toThrow(/PORT must be between/);
  });
});

import { ConsoleLogger, type LogLevel, type ModuleMetadata } from '@nestjs/common';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory, Reflector } from '@nestjs/core';
import { installRussianValidationMessages } from '@vn/domain';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { installContentTypeCheck } from './platform/http/content-type';
import { installJsonBodyParser } from './platform/http/json-body';
import { requestIdOf, sendRequestId } from './platform/http/request-id';
import { ApiMetrics, serveMetrics } from './platform/metrics';
import { ContractAnswerCheck } from './platform/http/contract-answer-check.interceptor';
import { answerFrameworkError, ErrorEnvelopeFilter } from './platform/http/error-envelope.filter';
import { ResultEnvelopeInterceptor } from './platform/http/result-envelope.interceptor';
import type { AppConfig } from './platform/config/app-config';
import { setupOpenApi } from './platform/openapi/openapi';
import { siteAddress } from './platform/site/page-head';
import { serveDiscovery } from './platform/site/serve-discovery';
import { readBootScript } from './platform/site/boot-script';
import { serveSite } from './platform/site/serve-site';
import { siteDocuments, siteGonePages, siteKeptPages, sitePageHeads } from './site-pages';
import { MAX_IMAGE_BYTES } from './platform/storage/image-processing';
import { serveUploads } from './platform/storage/serve-uploads';
import { refuseCrossSiteWrites } from './platform/web-security/cross-site-guard';
import { sendSecurityHeaders } from './platform/web-security/security-headers';

const NEST_LOG_LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  silent: [],
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  trace: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/** The whole API, configured; `main.ts` listens on it and tests start it on a free port. */
export async function createApp(
  config: AppConfig,
  options: { extraImports?: ModuleMetadata['imports'] } = {},
): Promise<NestFastifyApplication> {
  // A refused field's message reaches the reader (the site shows it under the field): in Russian.
  installRussianValidationMessages();
  // Fastify's logger (pino) writes one JSON line per request start and completion, with the
  // request's id (`reqId`).
  const adapter = new FastifyAdapter({
    logger: { level: config.logLevel },
    genReqId: requestIdOf,
    // Behind a proxy, the client's address (rate limits) and protocol (Secure cookies) come from it.
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    // Fastify's default ('idle') takes the branch that destroys every connection on close, requests
    // in flight included; a stop must let them finish (`HttpDrain`). Node's `server.close()` still
    // closes the idle ones.
    forceCloseConnections: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, options.extraImports),
    adapter,
    {
      logger: new ConsoleLogger({ json: true, logLevels: NEST_LOG_LEVELS[config.logLevel] }),
      // Throw start-up errors to the caller instead of exiting the process from inside Nest.
      abortOnError: false,
    },
  );
  const server = app.getHttpAdapter().getInstance();
  sendRequestId(server);
  const metrics = app.get(ApiMetrics);
  serveMetrics(server, metrics, config.metricsToken);
  const bootScript = config.serveSite ? readBootScript(config.siteDir) : null;
  sendSecurityHeaders(server, {
    s3PublicUrl: config.s3?.publicUrl ?? null,
    https: config.publicUrl.startsWith('https://'),
    scriptHashes: bootScript ? [bootScript.hashSource] : [],
  });
  refuseCrossSiteWrites(server, config.publicUrl);
  await app.register(fastifyCookie);
  // JSON answers and pages, compressed when the client accepts it (the main page's answer shrinks
  // sixfold); files already compressed at build time, images and event streams are left as they are.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  // Uploads are images: the limits stop an oversized body while it streams, before it is buffered.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 10, fields: 20, fieldSize: 100_000, parts: 30 },
  });
  installContentTypeCheck(app.getHttpAdapter().getInstance());
  installJsonBodyParser(app);
  if (!config.s3) await serveUploads(app, config.uploadsDir);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ErrorEnvelopeFilter(metrics));
  app.useGlobalInterceptors(new ResultEnvelopeInterceptor());
  // Tests hold every answer to the contract; production does not pay for it.
  if (config.environment === 'test')
    app.useGlobalInterceptors(new ContractAnswerCheck(app.get(Reflector)));
  app.enableShutdownHooks();
  setupOpenApi(app);
  const site = siteAddress(config.publicUrl);
  // From memory and cheap, so served whether or not this process serves the site's files too.
  serveDiscovery(app, siteDocuments(app, site));
  if (config.serveSite) {
    await serveSite(app, config.siteDir, sitePageHeads(app, site), {
      googleClientId: config.google.clientId,
      renderPages: config.renderPages,
      bootScript,
      keptPageRules: siteKeptPages(app),
      gonePages: siteGonePages(app),
    });
  }
  return app;
}

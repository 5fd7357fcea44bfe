import 'reflect-metadata';
import { loadConfig } from './platform/config/app-config';
import { ConfigError } from './platform/config/config-error';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  const port = app.getHttpServer().address();
  const shownPort = typeof port === 'object' && port ? port.port : config.port;
  console.log(`API listening on http://${config.host}:${shownPort}`);
}

main().catch((error: unknown) => {
  // A configuration mistake is the operator's to fix: one sentence, no stack trace.
  const message =
    error instanceof ConfigError
      ? error.message
      : `API failed to start: ${String(error instanceof Error ? error.stack : error)}`;
  console.error(message);
  process.exit(1);
});

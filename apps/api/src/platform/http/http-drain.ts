import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * Stopping without losing acknowledged writes (ADR 0009). Nest's own order on `app.close()` and on
 * SIGTERM is onModuleDestroy → beforeApplicationShutdown → HTTP server close → onApplicationShutdown
 * (where @nestjs/mongoose closes the database). Left as it is, requests keep arriving while buffers
 * flush, and requests in flight meet a closed database. So the API stops in this order:
 *
 * 1. onModuleDestroy, here: Fastify stops accepting connections, answers 503 to requests that come on
 *    connections kept alive, ends the event streams (`LiveEvents`' preClose hook) and waits for the
 *    requests in flight to be answered (each answer then closes its connection).
 * 2. beforeApplicationShutdown: what is buffered in memory is written (`ViewCounter`).
 * 3. onApplicationShutdown: the database and pub/sub connections close.
 *
 * Nest closes the HTTP server again after step 2; Fastify answers a second close at once.
 */
@Injectable()
export class HttpDrain implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Shutdown');
  private draining = false;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  private get fastify(): FastifyInstance | undefined {
    return this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
  }

  onModuleInit(): void {
    // A connection kept alive after the last answer would hold the close until its timeout.
    this.fastify?.addHook('onSend', async (_request, reply, payload) => {
      if (this.draining) reply.header('connection', 'close');
      return payload;
    });
  }

  async onModuleDestroy(): Promise<void> {
    const fastify = this.fastify;
    if (!fastify?.server.listening) return;
    this.draining = true;
    const started = Date.now();
    await fastify.close();
    this.logger.log(`requests drained in ${Date.now() - started} ms`);
  }
}

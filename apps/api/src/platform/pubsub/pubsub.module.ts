import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CacheSync } from './cache-sync';
import { InProcessPubSub } from './in-process-pubsub';
import { PUB_SUB, type PubSub } from './pubsub';
import { RedisPubSub } from './redis-pubsub';

export { CACHE_TOPICS, CacheSync, type CacheTopic } from './cache-sync';
export { PUB_SUB, type PubSub } from './pubsub';

@Injectable()
class PubSubCloser implements OnApplicationShutdown {
  constructor(@Inject(PUB_SUB) private readonly pubsub: PubSub) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pubsub.close();
  }
}

/** Global: any module injects `PUB_SUB` or `CacheSync`. Redis when `redisUrl` is set. */
@Global()
@Module({})
export class PubSubModule {
  static forRoot(options: { redisUrl: string | null }): DynamicModule {
    return {
      module: PubSubModule,
      providers: [
        {
          provide: PUB_SUB,
          useFactory: (): PubSub =>
            options.redisUrl ? new RedisPubSub(options.redisUrl) : new InProcessPubSub(),
        },
        CacheSync,
        PubSubCloser,
      ],
      exports: [PUB_SUB, CacheSync],
    };
  }
}

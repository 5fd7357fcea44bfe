export * from './cache-sync';
export * from './pubsub';
export * from './pubsub.module';

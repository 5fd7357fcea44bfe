export * from './api-metrics';
export * from './serve-metrics';
export * from './metrics.module';

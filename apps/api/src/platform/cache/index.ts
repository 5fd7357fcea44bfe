export * from './keyed-cache';
export * from './kept-from-everyone';
export * from './recent-keys';
export * from './shared-values';

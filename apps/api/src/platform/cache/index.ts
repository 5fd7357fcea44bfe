export * from './keyed-cache';
export * from './kept-from-everyone';

export * from './keyed-cache';

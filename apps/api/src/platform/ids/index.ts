export * from './digest';
export * from './ids';

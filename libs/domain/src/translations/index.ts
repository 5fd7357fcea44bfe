export * from './progress';
export * from './history';
export * from './schemas';
export * from './status';
export * from './events';
export * from './active-list';
export * from './catalogue-facts';
export * from './address';

export * from './once-a-day';
export * from './one-at-a-time';
export * from './group-commit';

export * from './scopes';
export * from './site-rules';
export * from './sanction';
export * from './durations';
export * from './holding';
export * from './from-ban';
export * from './repeat';
export * from './lifting';

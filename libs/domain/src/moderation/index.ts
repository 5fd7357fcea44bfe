/*
 * Sanctions (docs/product §A2, ours): the rules, pure. How they are stored and enforced, through
 * `can()`, is docs/adr/0015-sanctions-as-records.md; until that lands only the ban is enforced.
 */
export * from './scopes';
export * from './site-rules';
export * from './sanction';
export * from './durations';
export * from './holding';
export * from './from-ban';
export * from './repeat';
export * from './lifting';
export * from './schemas';
export * from './person';
export * from './reports';
export * from './report-resolutions';
export * from './report-schemas';

/* Open ratings (docs/product §A5, ours): the site rating explained, which votes count, a reader's own. */
export * from './site-rating';
export * from './vote-trust';
export * from './reader-ratings';
export * from './texts';
export * from './explanation';

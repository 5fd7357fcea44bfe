/* Similar titles (docs/product §A5.7, ours): the blend, its reasons, and how it is measured. */
export * from './similarity';
export * from './evaluation';
export * from './reasons';

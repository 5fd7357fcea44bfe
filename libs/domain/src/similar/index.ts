/* Similar titles (docs/product §A6, ours): the blend, its reasons, and how it is measured. */
export * from './similarity';
export * from './evaluation';
export * from './reasons';
export * from './recommendations';

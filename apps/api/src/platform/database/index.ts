export * from './counter-repair';
export * from './duplicate-key';
export * from './keyed-marks';
export * from './record-changes';
export * from './record-models';
export * from './record-schema';
export * from './write-back';
export * from './migrations';

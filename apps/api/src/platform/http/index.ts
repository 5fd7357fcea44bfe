export * from './multipart';
export * from './parse-request';
export * from './route';
export * from './serialized-result';
export * from './guest-answers';
export * from './form';

export * from './permission';
export * from './session-cookie';
export * from './session.service';
export * from './viewer';

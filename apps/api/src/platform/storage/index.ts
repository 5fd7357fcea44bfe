export * from './storage.service';

import { type DynamicModule, Global, Module } from '@nestjs/common';
import { LocalStorageDriver } from './local-storage-driver';
import type { S3Config } from '../config/s3-config';
import { S3StorageDriver } from './s3-storage-driver';
import { UPLOADS_PREFIX } from './serve-uploads';
import { STORAGE_DRIVER, type StorageDriver } from './storage-driver';
import { ImageStorage } from './storage.service';

export { serveUploads } from './serve-uploads';
export { STORAGE_DRIVER, type StorageDriver } from './storage-driver';
export { ImageStorage, type StoredImage } from './storage.service';
export { imageKinds, isImageKind, type ImageKind } from './image-processing';

export interface StorageOptions {
  /** The local folder; used when `s3` is null, and then served by `serveUploads`. */
  uploadsDir: string;
  /** From `s3ConfigFrom(process.env)`: set, files go to the bucket instead. */
  s3: S3Config | null;
}

export function createStorageDriver(options: StorageOptions): StorageDriver {
  return options.s3
    ? new S3StorageDriver(options.s3)
    : new LocalStorageDriver(options.uploadsDir, UPLOADS_PREFIX);
}

/**
 * Image storage for every feature that takes uploads (avatars, backgrounds, comment images,
 * posters, screenshots). Global, so feature modules inject `ImageStorage` without importing it.
 */
@Global()
@Module({})
export class StorageModule {
  static forRoot(options: StorageOptions): DynamicModule {
    return {
      module: StorageModule,
      providers: [
        { provide: STORAGE_DRIVER, useFactory: () => createStorageDriver(options) },
        ImageStorage,
      ],
      exports: [STORAGE_DRIVER, ImageStorage],
    };
  }
}

import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { imageKinds, processImage, type ImageKind } from './image-processing';
import { STORAGE_DRIVER, type StorageDriver } from './storage-driver';

/** The addresses of a stored image and its sizes (docs/product §3 names them for posters and blocks). */
export interface StoredImage {
  preview: string;
  full: string;
  previewWidth: number;
  previewHeight: number;
  width: number;
  height: number;
}

/** The keys this service makes; `remove` touches nothing else. */
const OWN_KEY = new RegExp(
  `^(${Object.keys(imageKinds).join('|')})/\\d{4}/\\d{2}/[0-9a-f]{32}-(preview|full)\\.webp$`,
);

/**
 * Uploaded images: checked and resized (`processImage`), then stored through the app's driver.
 * Every image gets a fresh random key, so an address always means the same bytes and can be cached
 * for good; replacing an avatar is saving a new one and removing the old.
 */
@Injectable()
export class ImageStorage {
  private readonly logger = new Logger('ImageStorage');

  constructor(@Inject(STORAGE_DRIVER) private readonly driver: StorageDriver) {}

  /** Throws `DomainError` 415 or 413 for an upload that is not an acceptable image. */
  async saveImage(input: Buffer, kind: ImageKind, now = new Date()): Promise<StoredImage> {
    const image = await processImage(input, { kind });
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const stem = `${kind}/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}`;
    const previewKey = `${stem}-preview.webp`;
    const fullKey = `${stem}-full.webp`;
    const stored = await Promise.allSettled([
      this.driver.put(previewKey, image.preview.buffer, image.contentType),
      this.driver.put(fullKey, image.full.buffer, image.contentType),
    ]);
    const failure = stored.find((result) => result.status === 'rejected');
    if (failure) {
      // Half an image is of no use: take back the half that made it.
      await this.deleteQuietly([previewKey, fullKey]);
      throw failure.reason;
    }
    return {
      preview: this.driver.urlOf(previewKey),
      full: this.driver.urlOf(fullKey),
      previewWidth: image.preview.width,
      previewHeight: image.preview.height,
      width: image.full.width,
      height: image.full.height,
    };
  }

  /**
   * Deletes the images behind the addresses, as far as it can: addresses that are not ours (an
   * identity provider's avatar, a link typed into a comment) are skipped, and a failed delete is only
   * logged, as a leftover file harms nobody and must not fail the edit that dropped it.
   */
  async remove(urls: Iterable<string | null | undefined>): Promise<void> {
    const keys = new Set<string>();
    for (const url of urls) {
      const key = url ? this.driver.keyOf(url) : null;
      if (key && OWN_KEY.test(key)) keys.add(key);
    }
    await this.deleteQuietly([...keys]);
  }

  private async deleteQuietly(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.driver.delete(key)));
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        this.logger.warn(`Could not delete ${keys[index]}: ${String(result.reason)}`);
      }
    });
  }
}

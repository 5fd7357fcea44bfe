/**
 * Where stored files live: a local folder, or an S3-compatible bucket. Keys are `/`-separated
 * relative paths that `ImageStorage` makes up; a driver never sees a client's file name.
 */
export interface StorageDriver {
  /** Stores the body under the key, replacing what was there; readers never see half a file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the key; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The address the site loads the file from. */
  urlOf(key: string): string;
  /** The key behind an address `urlOf` gave, or null for any other address. */
  keyOf(url: string): string | null;
}

/** Injection token of the `StorageDriver` the app runs with. */
export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');

/**
 * Keys come from our own code, but a key is also a path: this refuses anything that could step out
 * of the folder or bucket prefix (`..`, absolute paths, backslashes, empty segments), whoever made it.
 */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const safe =
    key.length > 0 &&
    key.length <= 512 &&
    !/[\\\0]/.test(key) &&
    !/^[a-z]:/i.test(key) &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!safe) throw new Error(`Refused storage key: ${JSON.stringify(key.slice(0, 100))}`);
}

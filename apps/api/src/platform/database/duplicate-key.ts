/**
 * A write a unique index refused (E11000, from MongoDB and FerretDB alike). FerretDB sends no
 * `keyPattern`, and its message does not always name the index.
 */
export interface DuplicateKeyError {
  code: 11000;
  message?: string;
  keyPattern?: Record<string, unknown>;
}

/** The one test of "a unique index refused this write", for every repository. */
export function isDuplicateKey(error: unknown): error is DuplicateKeyError {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000
  );
}

/**
 * Whether the refusal is the unique index on `field`: by its key pattern where the server sends
 * one, otherwise by the field's name in the message.
 */
export function isDuplicateKeyOn(error: unknown, field: string): boolean {
  if (!isDuplicateKey(error)) return false;
  return error.keyPattern ? field in error.keyPattern : (error.message ?? '').includes(field);
}

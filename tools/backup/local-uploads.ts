import { resolve } from 'node:path';
import { repositoryRoot } from '../db';

/**
 * The uploads folder as the API reads UPLOADS_DIR (relative to where `npm start` runs it, the
 * repository), or null when the images are in an S3-compatible bucket: the bucket is backed up with
 * its provider's tools (versioning or replication), not here.
 */
export function localUploadsDir(environment = process.env): string | null {
  if (environment['S3_BUCKET']) return null;
  return resolve(repositoryRoot, environment['UPLOADS_DIR'] ?? '.data/uploads');
}

import { ConfigError } from './config-error';

/** Where uploads go when they are kept in an S3-compatible bucket (`S3_*` variables). */
export interface S3Config {
  /** The service's address, e.g. `https://s3.eu-central-1.amazonaws.com` or a MinIO's. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are publicly readable (a CDN, or the bucket itself). */
  publicUrl: string;
}

const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const OPTIONAL = ['S3_REGION', 'S3_PUBLIC_URL'] as const;

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`Invalid configuration: ${name} must be an http:// or https:// URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`Invalid configuration: ${name} must be an http:// or https:// URL.`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * The S3 settings, or null to keep files in the local folder. Setting some of the `S3_*`
 * variables but not all the required ones is a mistake worth stopping for, not a quiet fallback.
 */
export function s3ConfigFrom(env: Record<string, string | undefined>): S3Config | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const missing = REQUIRED.filter((name) => value(name) === undefined);
  if (missing.length === REQUIRED.length && OPTIONAL.every((name) => value(name) === undefined)) {
    return null;
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} ` +
        `required to store uploads in S3 (or unset every S3_* variable to keep them in UPLOADS_DIR).`,
    );
  }
  const endpoint = httpUrl('S3_ENDPOINT', value('S3_ENDPOINT')!);
  const bucket = value('S3_BUCKET')!;
  const publicUrl = value('S3_PUBLIC_URL');
  return {
    endpoint,
    bucket,
    region: value('S3_REGION') ?? 'us-east-1',
    accessKeyId: value('S3_ACCESS_KEY_ID')!,
    secretAccessKey: value('S3_SECRET_ACCESS_KEY')!,
    publicUrl: publicUrl ? httpUrl('S3_PUBLIC_URL', publicUrl) : `${endpoint}/${bucket}`,
  };
}

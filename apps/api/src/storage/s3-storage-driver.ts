import { ConfigError } from '../config/app-config';
import { amzDate, encodeKeyPath, sha256Hex, signatureV4Authorization } from './aws-sigv4';
import { assertSafeKey, type StorageDriver } from './storage-driver';

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

/** Objects get this header when stored: every key is new (a random id), so it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Objects in an S3-compatible bucket, addressed path-style (`endpoint/bucket/key`), which AWS,
 * MinIO, Ceph, R2 and the like all accept. Plain `fetch` with our own SigV4 signing: two calls
 * do not need the SDK.
 */
export class S3StorageDriver implements StorageDriver {
  private readonly endpoint: URL;

  constructor(
    private readonly config: S3Config,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.endpoint = new URL(config.endpoint);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.send('PUT', key, body, { 'content-type': contentType, 'cache-control': IMMUTABLE });
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that is not there; some compatible services answer 404.
    await this.send('DELETE', key, Buffer.alloc(0), {}, [404]);
  }

  urlOf(key: string): string {
    assertSafeKey(key);
    return `${trimSlashes(this.config.publicUrl)}/${encodeKeyPath(key)}`;
  }

  keyOf(url: string): string | null {
    const start = `${trimSlashes(this.config.publicUrl)}/`;
    if (!url.startsWith(start)) return null;
    try {
      const key = url.slice(start.length).split('/').map(decodeURIComponent).join('/');
      assertSafeKey(key);
      return this.urlOf(key) === url ? key : null;
    } catch {
      return null;
    }
  }

  private async send(
    method: 'PUT' | 'DELETE',
    key: string,
    body: Buffer,
    headers: Record<string, string>,
    alsoFine: number[] = [],
  ): Promise<void> {
    assertSafeKey(key);
    const base = trimSlashes(this.endpoint.pathname);
    const path = `${base}/${encodeKeyPath(this.config.bucket)}/${encodeKeyPath(key)}`;
    const payloadHash = sha256Hex(body);
    const signed = {
      ...headers,
      // fetch sends this very Host (from the URL, default port left out, as `URL.host` does).
      host: this.endpoint.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate(this.now()),
    };
    const authorization = signatureV4Authorization(
      { method, path, headers: signed, payloadHash },
      { ...this.config, service: 's3' },
    );
    const { host: _host, ...sent } = signed;
    const response = await fetch(`${this.endpoint.origin}${path}`, {
      method,
      headers: { ...sent, authorization },
      body: method === 'PUT' ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok && !alsoFine.includes(response.status)) {
      throw new Error(`S3 ${method} ${key} failed: ${response.status} ${describeS3Error(text)}`);
    }
  }
}

/** S3 errors are XML with a `Code` and a `Message`; anything else is shown as it came, shortened. */
function describeS3Error(body: string): string {
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  if (code) return message ? `${code}: ${message}` : code;
  return body.slice(0, 200);
}

function trimSlashes(value: string): string {
  return value.replace(/\/+$/, '');
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
  return trimSlashes(value);
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

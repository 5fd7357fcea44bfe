import type { S3Config } from '../config/s3-config';
import { amzDate, encodeKeyPath, sha256Hex, signatureV4Authorization } from './aws-sigv4';
import { assertSafeKey, type StorageDriver } from './storage-driver';

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

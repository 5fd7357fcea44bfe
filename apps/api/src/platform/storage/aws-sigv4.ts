import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for single requests with the payload hash in `x-amz-content-sha256`
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html): all an S3 PUT
 * or DELETE needs, in place of the AWS SDK and its few hundred files.
 */
export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `s3` for S3 and the services that speak its protocol. */
  service: string;
}

export interface RequestToSign {
  method: string;
  /** The path exactly as sent, already URI-encoded (`encodeKeyPath`). */
  path: string;
  /** Every header to sign, `host` and `x-amz-date` included; names in any case. */
  headers: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body, the same value as the `x-amz-content-sha256` header. */
  payloadHash: string;
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** `20130524T000000Z`: the time format of `x-amz-date`. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * A key as a URI path: every byte but the unreserved characters `A-Z a-z 0-9 - . _ ~` is
 * percent-encoded, and `/` separates segments. This is both what goes on the wire and the canonical
 * URI; `encodeURIComponent` alone leaves `!'()*` unencoded, which S3 would sign differently.
 */
export function encodeKeyPath(key: string): string {
  return key
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');
}

/** The `Authorization` header value for the request. */
export function signatureV4Authorization(
  request: RequestToSign,
  credentials: SigningCredentials,
): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const timestamp = headers.find(([name]) => name === 'x-amz-date')?.[1];
  if (!timestamp || !headers.some(([name]) => name === 'host')) {
    throw new Error('A signed request needs the host and x-amz-date headers.');
  }
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.path,
    // No query string: the requests we sign have none.
    '',
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const day = timestamp.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signingKey = hmac(
    hmac(
      hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region),
      credentials.service,
    ),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return (
    `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},` +
    `SignedHeaders=${signedHeaders},Signature=${signature}`
  );
}

import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeKeyPath, signatureV4Authorization } from './aws-sigv4';
import type { S3Config } from '../config/s3-config';
import { S3StorageDriver } from './s3-storage-driver';

/**
 * The worked examples of the S3 documentation, "Signature Calculations for the Authorization
 * Header: Transferring Payload in a Single Chunk" (sig-v4-header-based-auth.html): the example
 * credentials, 24 May 2013, us-east-1, bucket `examplebucket` addressed virtual-host style.
 */
const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const AWS_GET_OBJECT = {
  method: 'GET',
  path: '/test.txt',
  headers: {
    host: 'examplebucket.s3.amazonaws.com',
    range: 'bytes=0-9',
    'x-amz-content-sha256': EMPTY_SHA256,
    'x-amz-date': '20130524T000000Z',
  },
  payloadHash: EMPTY_SHA256,
  authorization:
    'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
    'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
    'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
};
const WELCOME_SHA256 = '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072';
const AWS_PUT_OBJECT = {
  method: 'PUT',
  // The key `test$file.text`: `$` is encoded in the canonical URI.
  path: '/test%24file.text',
  headers: {
    date: 'Fri, 24 May 2013 00:00:00 GMT',
    host: 'examplebucket.s3.amazonaws.com',
    'x-amz-content-sha256': WELCOME_SHA256,
    'x-amz-date': '20130524T000000Z',
    'x-amz-storage-class': 'REDUCED_REDUNDANCY',
  },
  payloadHash: WELCOME_SHA256,
  authorization:
    'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
    'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,' +
    'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
};

/**
 * A second SigV4, written apart from the driver's from the same documentation, as the fake
 * service's check. It reads the request as a server does: the path as it arrived, the headers
 * that `SignedHeaders` names.
 */
function referenceAuthorization(
  secret: string,
  request: { method: string; path: string; headers: Record<string, string | string[] | undefined> },
  claimed: { accessKeyId: string; day: string; region: string; signedHeaders: string[] },
): string {
  let canonicalHeaders = '';
  for (const name of claimed.signedHeaders) {
    const value = request.headers[name];
    const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
    canonicalHeaders += `${name}:${joined.trim().replace(/ +/g, ' ')}\n`;
  }
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  const canonicalRequest = `${request.method}\n${request.path}\n\n${canonicalHeaders}\n${claimed.signedHeaders.join(';')}\n${payloadHash}`;
  const scope = `${claimed.day}/${claimed.region}/s3/aws4_request`;
  const stringToSign = `AWS4-HMAC-SHA256\n${String(request.headers['x-amz-date'])}\n${scope}\n${createHash('sha256').update(canonicalRequest, 'utf8').digest('hex')}`;
  let key: Buffer = Buffer.from(`AWS4${secret}`, 'utf8');
  for (const part of [claimed.day, claimed.region, 's3', 'aws4_request']) {
    key = createHmac('sha256', key).update(part, 'utf8').digest();
  }
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${claimed.accessKeyId}/${scope},SignedHeaders=${claimed.signedHeaders.join(';')},Signature=${signature}`;
}

function claimsOf(authorization: string) {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=[0-9a-f]{64}$/.exec(
      authorization,
    );
  if (!match) return null;
  const [, accessKeyId, day, region, signedHeaders] = match as unknown as string[];
  return {
    accessKeyId: accessKeyId!,
    day: day!,
    region: region!,
    signedHeaders: signedHeaders!.split(';'),
  };
}

describe('SigV4', () => {
  it('the test’s reference signer reproduces the AWS documentation’s examples', () => {
    for (const example of [AWS_GET_OBJECT, AWS_PUT_OBJECT]) {
      const claims = claimsOf(example.authorization)!;
      expect(referenceAuthorization(AWS_EXAMPLE.secretAccessKey, example, claims)).toBe(
        example.authorization,
      );
    }
  });

  it('the driver’s signer reproduces them too', () => {
    for (const example of [AWS_GET_OBJECT, AWS_PUT_OBJECT]) {
      expect(signatureV4Authorization(example, AWS_EXAMPLE)).toBe(example.authorization);
    }
    expect(`/${encodeKeyPath('test$file.text')}`).toBe(AWS_PUT_OBJECT.path);
  });

  it('encodes keys as S3 does: all but unreserved characters, slashes kept', () => {
    expect(encodeKeyPath("a b/c!'()*~._-/ё.webp")).toBe('a%20b/c%21%27%28%29%2A~._-/%D1%91.webp');
  });
});

interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

/** An S3 endpoint in miniature: checks every signature with the reference signer, keeps objects. */
async function startFakeS3(credentials: { accessKeyId: string; secretAccessKey: string }) {
  const objects = new Map<string, StoredObject>();
  const requests: { method: string; path: string; authorized: boolean }[] = [];
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer(async (request, response) => {
    const method = request.method ?? '';
    const path = request.url ?? '';
    const body = await readBody(request);
    const authorization = String(request.headers.authorization ?? '');
    const claims = claimsOf(authorization);
    const authorized =
      claims !== null &&
      claims.accessKeyId === credentials.accessKeyId &&
      ['host', 'x-amz-content-sha256', 'x-amz-date'].every((name) =>
        claims.signedHeaders.includes(name),
      ) &&
      request.headers['x-amz-content-sha256'] === createHash('sha256').update(body).digest('hex') &&
      referenceAuthorization(
        credentials.secretAccessKey,
        { method, path, headers: request.headers },
        claims,
      ) === authorization;
    requests.push({ method, path, authorized });
    if (!authorized) {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code>' +
          '<Message>The request signature we calculated does not match the signature you provided.</Message></Error>',
      );
      return;
    }
    if (method === 'PUT') {
      objects.set(decodeURIComponent(path), {
        body,
        contentType: request.headers['content-type'],
        cacheControl: request.headers['cache-control'],
      });
      response.writeHead(200).end();
    } else if (method === 'DELETE') {
      objects.delete(decodeURIComponent(path));
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('S3StorageDriver against a fake S3 endpoint', () => {
  const credentials = { accessKeyId: 'test-access-key', secretAccessKey: 'test/secret+key' };
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  let config: S3Config;
  beforeAll(async () => {
    fake = await startFakeS3(credentials);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.objects.clear();
    fake.requests.length = 0;
    config = {
      endpoint: fake.endpoint,
      bucket: 'images',
      region: 'eu-central-1',
      ...credentials,
      publicUrl: 'https://cdn.example/images',
    };
  });

  it('stores the bytes with their type and a long cache, then deletes them', async () => {
    const driver = new S3StorageDriver(config);
    const body = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 binary \xff\xfe', 'latin1');
    await driver.put('avatar/2025/01/abc-full.webp', body, 'image/webp');
    expect(fake.requests).toEqual([
      { method: 'PUT', path: '/images/avatar/2025/01/abc-full.webp', authorized: true },
    ]);
    expect(fake.objects.get('/images/avatar/2025/01/abc-full.webp')).toEqual({
      body,
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });

    await driver.delete('avatar/2025/01/abc-full.webp');
    expect(fake.objects.size).toBe(0);
    // Deleting what is gone is fine (S3 answers 204 as well).
    await expect(driver.delete('avatar/2025/01/abc-full.webp')).resolves.toBeUndefined();
    expect(fake.requests.every((request) => request.authorized)).toBe(true);
  });

  it('signs the path exactly as sent, for keys with characters to encode and an endpoint path', async () => {
    const driver = new S3StorageDriver({ ...config, endpoint: `${fake.endpoint}/storage/` });
    await driver.put("odd/a b!'(ё).webp", Buffer.from('x'), 'image/webp');
    expect(fake.requests).toEqual([
      {
        method: 'PUT',
        path: '/storage/images/odd/a%20b%21%27%28%D1%91%29.webp',
        authorized: true,
      },
    ]);
  });

  it('surfaces a refusal (a wrong secret) as an Error with the status and S3’s code', async () => {
    const driver = new S3StorageDriver({ ...config, secretAccessKey: 'not-the-secret' });
    await expect(driver.put('a/b.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /S3 PUT a\/b\.webp failed: 403 SignatureDoesNotMatch/,
    );
    await expect(driver.delete('a/b.webp')).rejects.toThrow(/403/);
    expect(fake.requests.map((request) => request.authorized)).toEqual([false, false]);
    expect(fake.objects.size).toBe(0);
  });

  it('gives public addresses under S3_PUBLIC_URL and reads keys back from them only', () => {
    const driver = new S3StorageDriver(config);
    expect(driver.urlOf('avatar/2025/01/abc-full.webp')).toBe(
      'https://cdn.example/images/avatar/2025/01/abc-full.webp',
    );
    expect(driver.keyOf('https://cdn.example/images/avatar/2025/01/abc-full.webp')).toBe(
      'avatar/2025/01/abc-full.webp',
    );
    expect(driver.keyOf('https://cdn.example/other/avatar.webp')).toBeNull();
    expect(driver.keyOf('https://cdn.example/images/../secret')).toBeNull();
    expect(driver.keyOf('https://lh3.googleusercontent.com/a/photo=s96')).toBeNull();
  });

  it('refuses keys that could leave the bucket prefix', async () => {
    const driver = new S3StorageDriver(config);
    await expect(driver.put('../other-bucket/x', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Refused storage key/,
    );
    expect(fake.requests).toEqual([]);
  });
});

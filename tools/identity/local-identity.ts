import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface TokenOptions {
  audience?: string;
  issuer?: string;
  /** `jose` time span or epoch seconds; a past value makes an expired token. */
  expiresAt?: string | number;
  issuedAt?: number;
  /** Sign with this key instead of the served one (same `kid`): a forged token. */
  signWith?: CryptoKey;
  kid?: string;
}

/**
 * The identity provider's signing keys, served as Google serves them: a JWK Set over HTTP on a
 * loopback port (`GET /certs`), RS256 keys with `kid` and `alg`. It signs identity tokens with the
 * served private key, in process (`sign`) or over HTTP for a browser test (`GET /token?email=&name=`,
 * a token for that person with Google's claims). `outage` makes it answer 503 for a while, as a
 * provider having trouble would. Used by the API tests and the end-to-end server.
 */
export class LocalJwks {
  /** Requests for the key set so far (the API caches the keys; this shows when it fetched them). */
  fetches = 0;
  outage = false;

  private constructor(
    private readonly server: Server,
    readonly kid: string,
    private readonly privateKey: CryptoKey,
    readonly audience: string,
  ) {}

  /** Listens on `port` (0: a free one). */
  static async start(audience: string, port = 0): Promise<LocalJwks> {
    const kid = `test-key-${Date.now().toString(36)}`;
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method === 'GET' && url.pathname === '/token') {
        void jwks.sign(identityFromQuery(url.searchParams)).then((token) => {
          response.writeHead(200, { 'content-type': 'text/plain' }).end(token);
        });
        return;
      }
      if (request.method !== 'GET' || url.pathname !== '/certs') {
        response.writeHead(404).end();
        return;
      }
      jwks.fetches += 1;
      if (jwks.outage) {
        response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
        return;
      }
      response
        .writeHead(200, {
          'content-type': 'application/json',
          'cache-control': 'public, max-age=3600',
        })
        .end(JSON.stringify({ keys: [publicJwk] }));
    });
    const jwks = new LocalJwks(server, kid, privateKey, audience);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return jwks;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/certs`;
  }

  /** Where a browser test asks for a signed identity token (`?email=&name=`). */
  get tokenUrl(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/token`;
  }

  /** An identity token with Google's claims, valid unless the options say otherwise. */
  sign(claims: JWTPayload, options: TokenOptions = {}): Promise<string> {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? this.kid })
      .setIssuer(options.issuer ?? GOOGLE_ISSUER)
      .setAudience(options.audience ?? this.audience)
      .setIssuedAt(options.issuedAt)
      .setExpirationTime(options.expiresAt ?? '10m');
    return jwt.sign(options.signWith ?? this.privateKey);
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.closeAllConnections();
      this.server.close((error) => (error ? reject(error) : resolve()));
    });
  }
}

/** A loopback port that nothing listens on (it was free a moment ago): connections are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The claims Google puts in an identity token, for the person a `/token` request names. */
function identityFromQuery(query: URLSearchParams): JWTPayload {
  const email = query.get('email') ?? `someone${Date.now()}@gmail.test`;
  return {
    sub: query.get('sub') ?? `sub-${email}`,
    email,
    email_verified: true,
    name: query.get('name') ?? email.split('@')[0],
    picture: query.get('picture') ?? undefined,
  };
}

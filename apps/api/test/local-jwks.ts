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
 * The identity provider's signing keys, served as Google serves them: a JWK Set over HTTP on a free
 * loopback port (`GET /certs`), RS256 keys with `kid` and `alg`. It signs identity tokens with the
 * served private key. `outage` makes it answer 503 for a while, as a provider having trouble would.
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

  static async start(audience: string): Promise<LocalJwks> {
    const kid = `test-key-${Date.now().toString(36)}`;
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== '/certs') {
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
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return jwks;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/certs`;
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

import { Inject, Injectable } from '@nestjs/common';
import { accountMessages, DomainError, LIMITS } from '@vn/domain';
import type { JWTPayload } from 'jose' with { 'resolution-mode': 'import' };
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { SessionService } from '../../platform/session';
import { newUserRecord, type UserRecord, UsersRepository } from '../users';
import type { SignedIn } from './accounts.service';

export const GOOGLE_NOT_CONFIGURED = 'Вход через Google не настроен';
/** The site's own text for a failed sign-in (docs/product §8), with the reason after a colon. */
export const GOOGLE_TOKEN_REJECTED = accountMessages.loginFailed;

interface GoogleClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/** A username from the identity's name or mailbox: allowed length, free, and unique with a suffix. */
function usernameCandidates(claims: GoogleClaims): string[] {
  const name = claims.name?.trim() || claims.email?.split('@')[0] || 'user';
  const base = name
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, LIMITS.usernameMax - 5)
    .trimEnd()
    .padEnd(LIMITS.usernameMin, '_');
  return [base, ...Array.from({ length: 20 }, (_, index) => `${base}_${index + 2}`)];
}

/**
 * Sign-in with an identity-provider token (docs/product §7 `POST /api/login/google`): the token's
 * signature is checked against the provider's JWKS, and its audience, issuer and expiry. The account
 * is found by the identity's subject, else by its verified e-mail (linking the two), else created.
 */
type Jose = typeof import('jose', { with: { 'resolution-mode': 'import' } });

/** jose is published as ES modules only and the API compiles to CommonJS: it is loaded on first use. */
const loadJose = (): Promise<Jose> => import('jose');

@Injectable()
export class GoogleSignInService {
  /** The provider's signing keys, fetched and cached (with key rotation) by jose. */
  private keys: ReturnType<Jose['createRemoteJWKSet']> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
  ) {}

  async signIn(token: string): Promise<SignedIn> {
    const { clientId, issuers } = this.config.google;
    if (!clientId) throw new DomainError('unavailable', GOOGLE_NOT_CONFIGURED);
    const claims = await this.verify(token, clientId, issuers);
    const user = await this.accountFor(claims);
    if (user.removed) throw new DomainError('notSignedIn', GOOGLE_TOKEN_REJECTED);
    return { user, sessionToken: await this.sessions.start(user._id) };
  }

  private async verify(token: string, audience: string, issuer: string[]): Promise<GoogleClaims> {
    const jose = await loadJose();
    const keys = (this.keys ??= jose.createRemoteJWKSet(new URL(this.config.google.jwksUrl)));
    // A provider that cannot be reached is not a bad token: that is 503, not 401.
    const keyFor = async (...request: Parameters<typeof keys>) => {
      try {
        return await keys(...request);
      } catch (error) {
        // Token problems (no such key, unsupported algorithm) stay 401. A failed fetch (TypeError),
        // a timeout or an error status from the key server (jose's generic error) mean it is down.
        const unreachable =
          !(error instanceof jose.errors.JOSEError) ||
          error instanceof jose.errors.JWKSTimeout ||
          error.code === 'ERR_JOSE_GENERIC';
        if (!unreachable) throw error;
        throw new DomainError(
          'unavailable',
          `${GOOGLE_TOKEN_REJECTED}: Google недоступен, попробуйте позже`,
        );
      }
    };
    try {
      const { payload } = await jose.jwtVerify<GoogleClaims>(token, keyFor, { audience, issuer });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.email !== 'string' ||
        (payload.name !== undefined && typeof payload.name !== 'string') ||
        payload.email_verified !== true
      ) {
        throw new DomainError('notSignedIn', `${GOOGLE_TOKEN_REJECTED}: нет подтверждённой почты`);
      }
      return payload;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof jose.errors.JOSEError) {
        throw new DomainError('notSignedIn', `${GOOGLE_TOKEN_REJECTED}: ${error.code}`);
      }
      throw error;
    }
  }

  private async accountFor(claims: GoogleClaims): Promise<UserRecord> {
    const email = (claims.email ?? '').toLowerCase();
    const bySubject = await this.users.findByGoogleSubject(claims.sub ?? '');
    if (bySubject) return bySubject;
    const byEmail = await this.users.findByEmail(email);
    if (byEmail) return this.link(byEmail, claims);
    return this.create(claims, email);
  }

  /**
   * Links an account found by e-mail. The provider vouches for the mailbox, which is what owning the
   * account rests on. An account already linked to another identity stays with it. An account whose
   * address was never confirmed may have been registered by someone else: its password and sessions
   * go, so only the mailbox's owner keeps it.
   */
  private async link(user: UserRecord, claims: GoogleClaims): Promise<UserRecord> {
    if (user.removed) throw new DomainError('notSignedIn', GOOGLE_TOKEN_REJECTED);
    if (user.googleSubject && user.googleSubject !== claims.sub) {
      throw new DomainError(
        'conflict',
        `${GOOGLE_TOKEN_REJECTED}: почта привязана к другому аккаунту Google`,
      );
    }
    const fields: Partial<UserRecord> = { googleSubject: claims.sub ?? null, emailConfirmed: true };
    if (!user.emailConfirmed) {
      fields.passwordHash = null;
      await this.sessions.endAllOf(user._id);
    }
    return (await this.users.update(user._id, fields)) ?? user;
  }

  private async create(claims: GoogleClaims, email: string): Promise<UserRecord> {
    for (const username of usernameCandidates(claims)) {
      if (await this.users.findByUsername(username)) continue;
      try {
        return await this.insert(claims, email, username);
      } catch (error) {
        if (!(error instanceof DomainError) || error.kind !== 'conflict') throw error;
        // A simultaneous first sign-in of the same identity created it a moment ago.
        const created =
          (await this.users.findByGoogleSubject(claims.sub ?? '')) ??
          (await this.users.findByEmail(email));
        if (created) return created;
      }
    }
    throw new DomainError('conflict', GOOGLE_TOKEN_REJECTED);
  }

  private insert(claims: GoogleClaims, email: string, username: string): Promise<UserRecord> {
    return this.users.insert(
      newUserRecord({
        username,
        email,
        passwordHash: null,
        emailConfirmed: true,
        googleSubject: claims.sub ?? null,
      }),
    );
  }
}

import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { accountMessages, DomainError, type LoginBody, type SignupBody } from '@vn/domain';
import { secretDigest as digest } from '../../platform/ids';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { MailService } from '../../platform/mail';
import { SessionService } from '../../platform/session';
import { newUserRecord, type UserRecord, UsersById, UsersRepository } from '../users';
import { AccountTokensRepository } from './account-tokens.repository';
import { decoyHash, hashPassword, passwordMatches } from './passwords';

/** A failed sign-in answers the text the site shows (docs/product §8). */
export const WRONG_CREDENTIALS = accountMessages.wrongCredentials;
export const CONFIRMATION_INVALID = 'Ссылка подтверждения недействительна или устарела';

const HOUR = 60 * 60 * 1000;
/** Ours: docs/product says only that tokens and codes expire and attempts are limited. */
export const EMAIL_TOKEN_TTL_MS = 48 * HOUR;
export const RESTORE_CODE_TTL_MS = HOUR / 4;
export const RESTORE_CODE_ATTEMPTS = 5;

function sameDigest(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** A signed-in result: the user and the token for the session cookie. */
export interface SignedIn {
  user: UserRecord;
  sessionToken: string;
}

/** Sign-up, e-mail confirmation, sign-in by password and password recovery (docs/product §4, §5, §7). */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly usersById: UsersById,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: AccountTokensRepository,
  ) {}

  async signUp(body: SignupBody): Promise<SignedIn> {
    const user = await this.users.insert(
      newUserRecord({
        username: body.username,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        emailConfirmed: false,
      }),
    );
    await this.sendConfirmation(user);
    return { user, sessionToken: await this.sessions.start(user._id) };
  }

  private async sendConfirmation(user: UserRecord): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.tokens.insertEmailToken({
      _id: digest(token),
      userId: user._id,
      expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS),
    });
    const link = `${this.config.publicUrl}/registrationConfirm?token=${token}`;
    await this.mailTo(user, 'Подтверждение регистрации', [
      `Чтобы подтвердить адрес почты, откройте ссылку:\n${link}`,
      'Ссылка действует 48 часов. Если вы не регистрировались, просто удалите это письмо.',
    ]);
  }

  /** A letter to the account's owner: the greeting, then the paragraphs, a blank line between each. */
  private mailTo(user: UserRecord, subject: string, paragraphs: string[]): Promise<void> {
    return this.mail.send({
      to: user.email,
      subject,
      text: [`Здравствуйте, ${user.username}!`, ...paragraphs].join('\n\n'),
    });
  }

  /** Confirms the e-mail of the link's account; the token works once. */
  async confirmEmail(token: string, now = new Date()): Promise<void> {
    const record = await this.tokens.takeEmailToken(digest(token));
    if (!record || record.expiresAt.getTime() <= now.getTime()) {
      throw new DomainError('invalid', CONFIRMATION_INVALID);
    }
    await this.users.update(record.userId, { emailConfirmed: true });
  }

  async logIn(body: LoginBody): Promise<SignedIn> {
    const user = await this.users.findByEmail(body.email);
    // Verify against a decoy when there is no such account, so timing does not tell.
    const matches = await passwordMatches(user?.passwordHash ?? (await decoyHash), body.password);
    if (!user || user.removed || !user.passwordHash || !matches) {
      throw new DomainError('notSignedIn', WRONG_CREDENTIALS);
    }
    return { user, sessionToken: await this.sessions.start(user._id) };
  }

  /**
   * Step 0 of recovery: a code by mail. The answer is the same whether or not the address has an
   * account, so the form cannot be used to find out who is registered.
   */
  async requestRestore(body: { email: string }): Promise<void> {
    const user = await this.users.findByEmail(body.email);
    if (!user || user.removed) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.tokens.setRestoreCode({
      _id: body.email,
      userId: user._id,
      codeDigest: digest(code),
      attempts: 0,
      expiresAt: new Date(Date.now() + RESTORE_CODE_TTL_MS),
    });
    await this.mailTo(user, 'Восстановление пароля', [
      `Код для восстановления пароля: ${code}`,
      'Код действует 15 минут. Если вы не запрашивали восстановление, просто удалите это письмо.',
    ]);
  }

  /**
   * Step 1: whether the code is right. Each wrong try counts; after the last allowed one the code is
   * gone and the recovery starts over.
   */
  async checkRestoreCode(email: string, code: string, now = new Date()): Promise<boolean> {
    const record = await this.tokens.restoreCode(email);
    if (!record || record.expiresAt.getTime() <= now.getTime()) return false;
    if (sameDigest(record.codeDigest, digest(code))) return true;
    const attempts = record.attempts + 1;
    if (attempts >= RESTORE_CODE_ATTEMPTS) await this.tokens.deleteRestoreCode(email);
    else await this.tokens.countFailedAttempt(email);
    return false;
  }

  /** Step 2: the new password. Every session of the account ends; the caller is signed in anew. */
  async changePassword(body: { email: string; code: string; password: string }): Promise<SignedIn> {
    if (!(await this.checkRestoreCode(body.email, body.code))) {
      const mismatch = accountMessages.restoreCodeMismatch;
      throw new DomainError('invalid', mismatch, { code: mismatch });
    }
    const record = await this.tokens.takeRestoreCode(body.email);
    const user = record ? await this.usersById.findById(record.userId) : null;
    if (!user || user.removed)
      throw new DomainError('invalid', accountMessages.restoreCodeMismatch);
    // Proving the mailbox also confirms it.
    const updated = await this.users.update(user._id, {
      passwordHash: await hashPassword(body.password),
      emailConfirmed: true,
    });
    await this.sessions.endAllOf(user._id);
    return { user: updated ?? user, sessionToken: await this.sessions.start(user._id) };
  }
}

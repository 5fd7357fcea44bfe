import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { accountServerErrors, DomainError, serverMessages, type Captcha } from '@vn/domain';
import svgCaptcha from 'svg-captcha';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CaptchaRepository } from './captcha.repository';

/** A challenge is good for this long (ours; docs/product says only that it can expire). */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/**
 * Captcha challenges: the letters are drawn as SVG paths with noise (svg-captcha), so the answer is
 * not in the markup. Answers are case-insensitive. A missing, used or expired challenge answers 498
 * "expired" (the site then loads a new one, docs/product §8); a wrong answer 498 "Коды не совпадают".
 */
@Injectable()
export class CaptchaService {
  constructor(
    private readonly captchas: CaptchaRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(now = new Date()): Promise<Captcha> {
    const { text, data } = svgCaptcha.create({
      size: 5,
      noise: 2,
      ignoreChars: '0oO1ilI',
      background: '#ffffff',
    });
    const id = randomBytes(16).toString('hex');
    await this.captchas.insert({
      _id: id,
      answer: text.toLowerCase(),
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    });
    // Challenges nobody answered would pile up: each new one clears the expired ones.
    await this.captchas.deleteExpired(now);
    return { id, code: data };
  }

  /** Uses up the challenge and checks the answer; throws the 498 errors above. */
  async verify(id: string, answer: string, now = new Date()): Promise<void> {
    const challenge = await this.captchas.take(id);
    if (!challenge || challenge.expiresAt.getTime() <= now.getTime()) {
      throw new DomainError('captcha', serverMessages.expired.message, {
        captchaValue: accountServerErrors.captchaExpired.message,
      });
    }
    const given = answer.trim().toLowerCase();
    const accepted =
      given === challenge.answer ||
      (this.config.captchaTestAnswer !== null &&
        given === this.config.captchaTestAnswer.toLowerCase());
    if (!accepted) {
      throw new DomainError('captcha', accountServerErrors.captchaMismatch.message, {
        captchaValue: accountServerErrors.captchaMismatch.message,
      });
    }
  }
}

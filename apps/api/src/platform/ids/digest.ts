import { createHash } from 'node:crypto';

/**
 * SHA-256 of a secret, hex: what the database keeps of session tokens, confirmation tokens and
 * recovery codes, so a copy of it hands out nothing usable.
 */
export function secretDigest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

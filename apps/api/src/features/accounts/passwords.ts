import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum recommendation). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function passwordMatches(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the e-mail is unknown, so a wrong address and a wrong password take
 * the same time and the answer does not reveal which accounts exist.
 */
export const decoyHash = hash('decoy password that matches nothing');

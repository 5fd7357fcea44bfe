/** Settings shared by the end-to-end server and the tests. */

/** Every captcha accepts this answer in the end-to-end server (CAPTCHA_TEST_ANSWER; never in production). */
export const E2E_CAPTCHA_ANSWER = 'e2e-captcha';

/** The port of the site and API; separate runs (two people, two helpers) choose their own. */
export function e2ePort(): number {
  return Number(process.env['E2E_PORT'] ?? 3100);
}

/** The SMTP server of the end-to-end run, where the API sends its mail (SMTP_URL). */
export function smtpPort(): number {
  return e2ePort() + 1;
}

/** The read-only HTTP view of the mails that SMTP server received (`GET /mails?to=address`). */
export function mailboxPort(): number {
  return e2ePort() + 2;
}

/**
 * The local identity provider standing in for Google's (tools/identity): its keys, and a signed
 * identity token for a test at `GET /token?email=&name=`.
 */
export function identityPort(): number {
  return e2ePort() + 3;
}

/** The OAuth client id the end-to-end API accepts Google tokens for (GOOGLE_CLIENT_ID). */
export const E2E_GOOGLE_CLIENT_ID = 'e2e-client.apps.googleusercontent.test';

/** The demo accounts of the seeded database (apps/api/src/seed, README). */
export const DEMO_PASSWORD = 'demo-password';
export const demoAccounts = {
  admin: { email: 'admin@demo.test', username: 'DemoAdmin' },
  moderator: { email: 'moderator@demo.test', username: 'DemoModerator' },
  reader: { email: 'reader@demo.test', username: 'DemoReader' },
} as const;

/// <reference types="node" />
import type { CaughtMail } from './mail-catcher';
import { mailboxPort } from './e2e-settings';

export interface MailQuery {
  /** Only a mail whose text matches (a recovery mail, not the confirmation sent before it). */
  matching?: RegExp;
  /** @default 15_000 */
  timeoutMs?: number;
}

/**
 * The latest mail the API sent to `address` (through the run's SMTP catcher, e2e-server.ts), waiting
 * for it to arrive: the API sends while answering, but delivery may finish just after.
 */
export async function lastMailTo(
  address: string,
  { matching, timeoutMs = 15_000 }: MailQuery = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  const url = `http://127.0.0.1:${mailboxPort()}/mails?to=${encodeURIComponent(address)}`;
  for (;;) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`The mail catcher answered ${response.status} for ${url}`);
    const mails = (await response.json()) as CaughtMail[];
    const found = mails.filter((mail) => !matching || matching.test(mail.text)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first match of `pattern`'s first group in the mail's text (a link, a code). */
export function partOfMail(mail: CaughtMail, pattern: RegExp): string {
  const found = pattern.exec(mail.text)?.[1];
  if (!found) throw new Error(`"${mail.subject}" has nothing matching ${pattern}:\n${mail.text}`);
  return found;
}

import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on a free loopback port (smtp-server), keeping what arrives. The API sends to it
 * through nodemailer exactly as it would to a production relay.
 */
export class SmtpInbox {
  readonly mails: ReceivedMail[] = [];
  private waiters: (() => void)[] = [];
  private readonly server: SMTPServer;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(',');
            this.mails.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '' });
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      },
    });
  }

  static async start(): Promise<SmtpInbox> {
    const inbox = new SmtpInbox();
    await new Promise<void>((resolve) => inbox.server.listen(0, '127.0.0.1', resolve));
    return inbox;
  }

  get url(): string {
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /**
   * The latest mail to an address (whose text matches `matching`, when given), waiting for it to
   * arrive (up to `timeoutMs`). `matching` tells a recovery mail from the confirmation sent earlier.
   */
  async lastTo(address: string, timeoutMs = 5_000, matching?: RegExp): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails
        .filter(
          (candidate) => candidate.to === address && (!matching || matching.test(candidate.text)),
        )
        .at(-1);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

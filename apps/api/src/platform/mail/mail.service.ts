import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OutboxRepository } from './outbox.repository';

export interface Mail {
  to: string;
  subject: string;
  /** Plain text: the links in it are what the reader needs. */
  text: string;
}

/**
 * Sends mail through `SMTP_URL` (nodemailer). Without it, mails go to the outbox collection and the
 * log, so a developer can follow the confirmation and recovery links without a mail server.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxRepository,
  ) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  /** Last, with the database: a request answered during the stop may still be sending mail. */
  onApplicationShutdown(): void {
    this.transport?.close();
  }

  async send(mail: Mail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
      return;
    }
    await this.outbox.keep({ ...mail, createdAt: new Date() });
    this.logger.log(
      `No SMTP_URL: kept in the outbox. To ${mail.to}: ${mail.subject}\n${mail.text}`,
    );
  }
}

/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the end-to-end tests see it. */
export interface CaughtMail {
  /** The envelope's recipients, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

export interface MailCatcherPorts {
  smtpPort: number;
  httpPort: number;
}

const LOOPBACK = '127.0.0.1';

/**
 * A real SMTP server on loopback that keeps what arrives in memory, and a tiny read-only HTTP server
 * listing it (`GET /mails?to=address`, oldest first). The API sends to it through nodemailer exactly
 * as it would to a production relay; the tests read the links and codes of its mails over HTTP.
 */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private readonly smtp: SMTPServer;
  private readonly http: Server;

  private constructor(private readonly ports: MailCatcherPorts) {
    this.smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Do not keep a stopping test run waiting for an idle client.
      closeTimeout: 1_000,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.mails.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              receivedAt: new Date().toISOString(),
            });
            callback();
          })
          .catch(callback);
      },
    });
    this.http = createServer((request, response) => {
      const url = new URL(request.url ?? '/', `http://${LOOPBACK}`);
      if (request.method !== 'GET' || url.pathname !== '/mails') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Not Found' }));
        return;
      }
      const to = url.searchParams.get('to')?.toLowerCase();
      const mails = to ? this.mails.filter((mail) => mail.to.includes(to)) : this.mails;
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(mails));
    });
  }

  static async start(ports: MailCatcherPorts): Promise<MailCatcher> {
    const catcher = new MailCatcher(ports);
    await listen((done) => catcher.smtp.listen(ports.smtpPort, LOOPBACK, done), catcher.smtp);
    await listen((done) => catcher.http.listen(ports.httpPort, LOOPBACK, done), catcher.http);
    return catcher;
  }

  /** For the API's SMTP_URL. */
  get smtpUrl(): string {
    return `smtp://${LOOPBACK}:${this.ports.smtpPort}`;
  }

  private closing: Promise<void> | null = null;

  /** Closes both servers; calling it again waits for the same closing. */
  close(): Promise<void> {
    this.closing ??= Promise.all([
      new Promise<void>((resolve) => {
        this.http.close(() => resolve());
        this.http.closeAllConnections();
      }),
      new Promise<void>((resolve) => this.smtp.close(() => resolve())),
    ]).then(() => undefined);
    return this.closing;
  }
}

/** Listens, failing loudly (a taken port) instead of hanging. */
function listen(
  start: (done: () => void) => void,
  server: { once: (event: 'error', listener: (error: Error) => void) => unknown },
): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    start(resolve);
  });
}

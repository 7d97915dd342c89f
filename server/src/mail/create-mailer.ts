import type { ServerConfig } from '../config.ts';
import type { Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

/** SMTP when `SMTP_URL` is set; otherwise the outbox folder, with each link logged. */
export function createMailer(config: ServerConfig, log: (line: string) => void): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return new OutboxMailer(config.mailOutbox, log);
}

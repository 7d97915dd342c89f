import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.ts';

/** Sends mail through the SMTP server that `SMTP_URL` names. */
export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #from: string;
  constructor(url: string, from: string) {
    this.#transport = nodemailer.createTransport(url);
    this.#from = from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({
      from: this.#from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  }
}

/** One email the server sends. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about (verification, sign-in, reset), logged in development. */
  link?: string;
}

/** Sends mail: through SMTP when configured, otherwise into the outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../mail/mailer.ts';

/**
 * Sends account mail after the answer, not before it. Answers for known and unknown emails
 * then take the same time even when SMTP is slow, so timing does not reveal an account.
 * Failures are logged; `drain` waits for messages still on their way (at shutdown).
 */
export class MailDispatch {
  readonly #mailer: Mailer;
  readonly #log: FastifyBaseLogger;
  readonly #pending = new Set<Promise<void>>();

  constructor(mailer: Mailer, log: FastifyBaseLogger) {
    this.#mailer = mailer;
    this.#log = log;
  }

  /** Queues a message; never throws. */
  send(message: MailMessage): void {
    const sending = this.#mailer
      .send(message)
      .catch((error: unknown) =>
        this.#log.error({ err: error, subject: message.subject }, 'could not send account mail'),
      )
      .finally(() => this.#pending.delete(sending));
    this.#pending.add(sending);
  }

  /** Resolves once every queued message has been handed over or has failed. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.#pending]);
  }
}

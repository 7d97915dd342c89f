import type { Notice } from './notice.ts';

/**
 * An error the site knows how to tell the visitor about: it carries the notice
 * (rules §8 message and how to show it). Its `message` is the visitor-facing text.
 */
export class HandledError extends Error {
  /** What to show, and how. */
  readonly notice: Notice;

  constructor(notice: Notice, options?: ErrorOptions) {
    super(notice.message, options);
    this.name = 'HandledError';
    this.notice = notice;
  }
}

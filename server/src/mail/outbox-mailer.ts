import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, Mailer } from './mailer.ts';

/** A message as the outbox keeps it: one JSON file per message. */
export interface OutboxEntry extends MailMessage {
  sent_at: string;
}

/** The suffix of a message still being written; readers skip such files. */
const PARTIAL_SUFFIX = '.partial';

/**
 * Writes each message into a folder instead of sending it, and logs its link, so a developer
 * (or a test) can follow a sign-in or verification link without an SMTP server.
 */
export class OutboxMailer implements Mailer {
  readonly folder: string;
  readonly #log: (line: string) => void;
  constructor(folder: string, log: (line: string) => void = () => undefined) {
    this.folder = folder;
    this.#log = log;
  }

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const sentAt = new Date().toISOString();
    const name = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
    const entry: OutboxEntry = { ...message, sent_at: sentAt };
    // Written under a temporary name and renamed (atomic on one file system), so a reader of the
    // folder never finds a message half written.
    const path = join(this.folder, name);
    await writeFile(`${path}${PARTIAL_SUFFIX}`, JSON.stringify(entry, null, 2));
    await rename(`${path}${PARTIAL_SUFFIX}`, path);
    this.#log(`mail to ${message.to}: ${message.subject}${message.link ? ` ${message.link}` : ''}`);
  }
}

/** Every message in an outbox folder, oldest first. */
export async function readOutbox(folder: string): Promise<OutboxEntry[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .map(async (n) => JSON.parse(await readFile(join(folder, n), 'utf8')) as OutboxEntry),
  );
  return entries;
}

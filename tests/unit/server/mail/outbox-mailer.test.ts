import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxMailer, readOutbox } from '../../../../server/src/mail/outbox-mailer.ts';

describe('the mail outbox', () => {
  let folder = '';
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps one complete JSON file per message, never a half-written one under a message’s name', async () => {
    folder = await mkdtemp(join(tmpdir(), 'outbox-test-'));
    const mailer = new OutboxMailer(folder);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        mailer.send({ to: `n${i}@example.org`, subject: 'Sign in', text: 'x'.repeat(50_000) }),
      ),
    );
    const names = await readdir(folder);
    expect(names).toHaveLength(20);
    expect(names.every((name) => name.endsWith('.json'))).toBe(true);
    // A message on its way sits under its temporary name, which readers skip.
    await writeFile(join(folder, `${names[0]}.partial`), '{"to": "half');
    const read = await readOutbox(folder);
    expect(read.map((m) => m.to).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `n${i}@example.org`).sort());
  });
});

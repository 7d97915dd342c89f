import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { publishOutput, retiredOutputs } from '../../../../scripts/site/publish-output.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function workspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'publish-output-'));
  folders.push(root);
  return root;
}

/** A built site at `dir` whose index page says `text`. */
function site(dir: string, text: string): void {
  mkdirSync(join(dir, 'composition/horn-concerto'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), text);
  writeFileSync(join(dir, 'composition/horn-concerto/index.html'), text);
}

async function gone(path: string): Promise<boolean> {
  for (let i = 0; i < 100 && existsSync(path); i++) await sleep(50);
  return !existsSync(path);
}

describe('publishOutput', () => {
  it('makes the staging folder the output when there was none', () => {
    const root = workspace();
    site(join(root, 'dist.next'), 'first');
    publishOutput(join(root, 'dist.next'), join(root, 'dist'));
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('first');
    expect(existsSync(join(root, 'dist.next'))).toBe(false);
    expect(retiredOutputs(join(root, 'dist'))).toEqual([]);
  });

  it('replaces the previous output at once and deletes it in the background', async () => {
    const root = workspace();
    const out = join(root, 'dist');
    site(out, 'old');
    site(join(root, 'dist.next'), 'new');
    publishOutput(join(root, 'dist.next'), out);
    expect(readFileSync(join(out, 'composition/horn-concerto/index.html'), 'utf8')).toBe('new');
    expect(existsSync(join(root, 'dist.next'))).toBe(false);
    const [retired, ...more] = retiredOutputs(out);
    expect(more).toEqual([]);
    if (retired !== undefined) expect(await gone(retired)).toBe(true);
    expect(retiredOutputs(out)).toEqual([]);
  });

  it('removes a retired output whose remover gave up, and leaves one still being removed', async () => {
    const root = workspace();
    const out = join(root, 'dist');
    const abandoned = `${out}.retired-1000-1`;
    site(abandoned, 'abandoned');
    site(join(root, 'dist.next'), 'new');
    // Published eleven minutes later: the retired output has been there too long.
    publishOutput(join(root, 'dist.next'), out, Date.now() + 11 * 60 * 1000);
    expect(await gone(abandoned)).toBe(true);

    const recent = `${out}.retired-2000-2`;
    site(recent, 'being removed');
    site(join(root, 'dist.next'), 'newer');
    publishOutput(join(root, 'dist.next'), out);
    await sleep(300);
    expect(existsSync(recent)).toBe(true);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('newer');
  });

  it('leaves other folders beside the output alone', async () => {
    const root = workspace();
    site(join(root, 'dist-archive'), 'keep');
    site(join(root, 'dist'), 'old');
    site(join(root, 'dist.next'), 'new');
    publishOutput(join(root, 'dist.next'), join(root, 'dist'));
    await sleep(300);
    expect(readFileSync(join(root, 'dist-archive/index.html'), 'utf8')).toBe('keep');
  });
});

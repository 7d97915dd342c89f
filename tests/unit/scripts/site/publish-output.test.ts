import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** Waits until the detached remover has deleted `path` (up to 5 s). */
const gone = (path: string) => vi.waitFor(() => expect(existsSync(path)).toBe(false), { timeout: 5000, interval: 50 });

/** A remover that records what it was asked to delete, in place of the detached process. */
function recordingRemover(): { removed: string[]; remove: (path: string) => void } {
  const removed: string[] = [];
  return { removed, remove: (path) => removed.push(path) };
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
    expect(retired).toBeDefined();
    if (retired !== undefined) await gone(retired);
    expect(retiredOutputs(out)).toEqual([]);
  });

  it('removes a retired output whose remover gave up, and leaves one still being removed', () => {
    const root = workspace();
    const out = join(root, 'dist');
    const abandoned = `${out}.retired-1000-1`;
    site(abandoned, 'abandoned');
    site(join(root, 'dist.next'), 'new');
    // Published eleven minutes later: the retired output has been there too long.
    const first = recordingRemover();
    publishOutput(join(root, 'dist.next'), out, Date.now() + 11 * 60 * 1000, first.remove);
    expect(first.removed).toEqual([abandoned]);

    const recent = `${out}.retired-2000-2`;
    site(recent, 'being removed');
    site(join(root, 'dist.next'), 'newer');
    const second = recordingRemover();
    const now = Date.now();
    publishOutput(join(root, 'dist.next'), out, now, second.remove);
    expect(second.removed).toEqual([`${out}.retired-${now}-${process.pid}`]);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('newer');
  });

  it('leaves other folders beside the output alone', () => {
    const root = workspace();
    site(join(root, 'dist-archive'), 'keep');
    site(join(root, 'dist'), 'old');
    site(join(root, 'dist.next'), 'new');
    const remover = recordingRemover();
    const now = Date.now();
    publishOutput(join(root, 'dist.next'), join(root, 'dist'), now, remover.remove);
    expect(remover.removed).toEqual([join(root, `dist.retired-${now}-${process.pid}`)]);
    expect(readFileSync(join(root, 'dist-archive/index.html'), 'utf8')).toBe('keep');
  });
});

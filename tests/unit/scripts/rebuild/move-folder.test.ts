import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moveFolder } from '../../../../scripts/rebuild/move-folder.ts';

const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A temporary folder under `parent`, removed after the test. */
function scratch(parent: string): string {
  const folder = mkdtempSync(join(parent, 'concert-library-move-'));
  made.push(folder);
  return folder;
}

/** A small build: a page, a page in a folder, and a link inside it. */
function writeBuild(folder: string): void {
  mkdirSync(join(folder, 'composition/work-01'), { recursive: true });
  writeFileSync(join(folder, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(folder, 'composition/work-01/index.html'), '<h1>Work</h1>');
  symlinkSync('index.html', join(folder, 'home.html'));
}

function expectBuildAt(folder: string): void {
  expect(readFileSync(join(folder, 'index.html'), 'utf8')).toBe('<h1>Home</h1>');
  expect(readFileSync(join(folder, 'composition/work-01/index.html'), 'utf8')).toBe('<h1>Work</h1>');
  expect(readlinkSync(join(folder, 'home.html'))).toBe('index.html');
}

describe('moveFolder', () => {
  it('moves a folder on the same file system, replacing what was there', async () => {
    const root = scratch(tmpdir());
    writeBuild(join(root, 'from'));
    mkdirSync(join(root, 'to'));
    writeFileSync(join(root, 'to/left-over.html'), 'old');
    await moveFolder(join(root, 'from'), join(root, 'to'));
    expectBuildAt(join(root, 'to'));
    expect(existsSync(join(root, 'to/left-over.html'))).toBe(false);
    expect(existsSync(join(root, 'from'))).toBe(false);
  });

  it('copies a folder across file systems, where a rename fails with EXDEV', async () => {
    // tmpfs (/dev/shm) and the system's temporary folder are two file systems on this machine.
    const from = scratch('/dev/shm');
    const to = scratch(tmpdir());
    expect(statSync(from).dev, 'the two folders must be on two file systems').not.toBe(statSync(to).dev);
    writeBuild(join(from, 'build'));
    await moveFolder(join(from, 'build'), join(to, 'parent/build'));
    expectBuildAt(join(to, 'parent/build'));
    expect(existsSync(join(from, 'build'))).toBe(false);
  });
});

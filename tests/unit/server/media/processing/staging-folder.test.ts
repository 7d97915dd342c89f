import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeLeftStaging, writeIntoFolder } from '../../../../../server/src/media/processing/staging-folder.ts';
import { useMediaFolder } from '../../../../support/media-fixtures.ts';

const parent = useMediaFolder();

describe('writing into a folder through a staging folder', () => {
  it('moves the made files in, the named ones last, and leaves no staging folder', async () => {
    const destination = join(parent(), 'made');
    await mkdir(destination);
    await writeFile(join(destination, 'captions.en.vtt'), 'WEBVTT\n');
    await writeIntoFolder(
      destination,
      async (staging) => {
        await writeFile(join(staging, 'index.m3u8'), 'new');
        await writeFile(join(staging, 'a.m4s'), 'segment');
      },
      ['index.m3u8'],
    );
    expect((await readdir(destination)).sort()).toEqual(['a.m4s', 'captions.en.vtt', 'index.m3u8']);
    expect(await readFile(join(destination, 'index.m3u8'), 'utf8')).toBe('new');
    expect((await readdir(parent())).sort()).toEqual(['made']);
  });

  it('leaves nothing when the making fails, and the old files as they were', async () => {
    const destination = join(parent(), 'kept');
    await mkdir(destination);
    await writeFile(join(destination, 'broadband.m4a'), 'old');
    const failing = writeIntoFolder(destination, async (staging) => {
      await writeFile(join(staging, 'broadband.m4a'), 'half');
      throw new Error('ffmpeg failed');
    });
    await expect(failing).rejects.toThrow('ffmpeg failed');
    expect(await readFile(join(destination, 'broadband.m4a'), 'utf8')).toBe('old');
    expect((await readdir(parent())).filter((name) => name.includes('staging'))).toEqual([]);
  });

  it('removes the staging folders a killed run left beside its destination, and only those', async () => {
    const root = join(parent(), 'left');
    await mkdir(join(root, '.7.staging-abc123', 'part'), { recursive: true });
    await writeFile(join(root, '.7.staging-abc123', 'part', 'seg.m4s'), 'half');
    await mkdir(join(root, '.71.staging-def456'), { recursive: true });
    await mkdir(join(root, '7'), { recursive: true });
    await removeLeftStaging(join(root, '7'));
    expect((await readdir(root)).sort()).toEqual(['.71.staging-def456', '7']);
    await removeLeftStaging(join(parent(), 'nowhere', '7'));
  });
});

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runFfprobe } from '../../../../../server/src/media/processing/ffmpeg-run.ts';
import { ladderFor } from '../../../../../server/src/media/processing/ladder-rungs.ts';
import { makeVideoLadder, SEGMENT_SECONDS } from '../../../../../server/src/media/processing/video-ladder.ts';
import { makeMedia, useMediaFolder, pictureInput, sineInput } from '../../../../support/media-fixtures.ts';

const heights = (source: { width: number; height: number }) => ladderFor(source).map((rung) => rung.height);

describe('the rungs of the ladder', () => {
  it('run from the source’s height down, never above it', () => {
    expect(heights({ width: 3840, height: 2160 })).toEqual([1080, 720, 480, 360]);
    expect(heights({ width: 1920, height: 1080 })).toEqual([1080, 720, 480, 360]);
    expect(heights({ width: 1280, height: 720 })).toEqual([720, 480, 360]);
    expect(heights({ width: 1024, height: 576 })).toEqual([480, 360]);
  });

  it('keep the source’s shape in even sizes, and give a tiny source one rung of its own size', () => {
    expect(ladderFor({ width: 1280, height: 720 }).map(({ width }) => width)).toEqual([1280, 854, 640]);
    expect(ladderFor({ width: 1440, height: 1080 })[0]).toMatchObject({ width: 1440, height: 1080 });
    expect(ladderFor({ width: 320, height: 240 })).toEqual([{ name: '240p', width: 320, height: 240, maxRateK: 800 }]);
  });
});

describe('making the ladder', () => {
  const folder = useMediaFolder();
  let destination: string;
  beforeAll(async () => {
    const source = await makeMedia(folder(), 'camera.mp4', [
      ...pictureInput(6, 1280, 720),
      ...sineInput(6),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    ]);
    destination = join(folder(), 'v05');
    const video = { width: 1280, height: 720, fps: 25 };
    await makeVideoLadder({ file: source, durationMs: 6000, video }, destination, { preset: 'ultrafast' });
  });

  it('writes a master playlist that lists the 720p, 480p and 360p rungs only', async () => {
    const master = await readFile(join(destination, 'index.m3u8'), 'utf8');
    const listed = master.split('\n').filter((line) => line.endsWith('.m3u8'));
    expect(listed).toEqual(['720p.m3u8', '480p.m3u8', '360p.m3u8']);
    expect(master).toMatch(/RESOLUTION=1280x720,CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
  });

  it('cuts each rung into fragmented MP4 segments of the demo’s length, every file beside the playlist', async () => {
    const files = await readdir(destination);
    for (const rung of ['720p', '480p', '360p']) {
      const playlist = await readFile(join(destination, `${rung}.m3u8`), 'utf8');
      expect(playlist).toContain(`#EXT-X-MAP:URI="${rung}-init.mp4"`);
      expect(playlist).toContain(`#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`);
      const segments = playlist.split('\n').filter((line) => line.endsWith('.m4s'));
      expect(segments).toEqual([`${rung}-000.m4s`, `${rung}-001.m4s`]);
      expect(files).toEqual(expect.arrayContaining([`${rung}-init.mp4`, ...segments]));
    }
  });

  it('grabs a poster at the top rung’s size and a 256×144 thumbnail', async () => {
    const size = (file: string) =>
      runFfprobe(['-show_entries', 'stream=width,height', '-of', 'csv=p=0', join(destination, file)]);
    expect((await size('poster.jpg')).trim()).toBe('1280,720');
    expect((await size('thumbnail.jpg')).trim()).toBe('256,144');
  });
});

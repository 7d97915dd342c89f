import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { AUDIO_MEDIA, LIVE_MEDIA, VIDEO_MEDIA } from '../../server/seed/media-plan.ts';
import { writeAudioMedia } from './audio-files.ts';
import { writeImage, writeManifest } from './images/image-files.ts';
import { imagePlan } from './images/image-plan.ts';
import { writeLiveMedia } from './live-files.ts';
import { verifyMedia } from './verify-media.ts';
import { writeVideoMedia } from './video-files.ts';

/**
 * Generates the demo's media into server/media from the media plan, with nothing downloaded:
 * synthesised music as AAC (.m4a), HLS videos with captions, chapters and posters, the live
 * feed, and the catalogue's pictures with their renditions. Then checks the result.
 *
 *   node scripts/media/generate-media.ts [--out server/media] [--only audio,video,live,images]
 *
 * Work runs one file at a time: the machines are shared, and the output is deterministic.
 */
const PARTS = ['audio', 'video', 'live', 'images'] as const;
type Part = (typeof PARTS)[number];

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function generate(root: string, parts: ReadonlySet<Part>): Promise<void> {
  if (parts.has('audio')) {
    for (const [i, media] of AUDIO_MEDIA.entries()) {
      await rm(join(root, media.media), { recursive: true, force: true });
      await writeAudioMedia(root, media, i + 1);
      log(`audio  ${media.media}`);
    }
  }
  if (parts.has('video')) {
    for (const [i, media] of VIDEO_MEDIA.entries()) {
      await rm(join(root, media.media), { recursive: true, force: true });
      await writeVideoMedia(root, media, 101 + i);
      log(`video  ${media.media}`);
    }
  }
  if (parts.has('live')) {
    await rm(join(root, LIVE_MEDIA), { recursive: true, force: true });
    await writeLiveMedia(root, 201);
    log(`live   ${LIVE_MEDIA}`);
  }
  if (parts.has('images')) {
    await rm(join(root, 'images'), { recursive: true, force: true });
    const entries = [];
    for (const image of imagePlan()) entries.push(await writeImage(root, image));
    await writeManifest(root, entries);
    log(`images ${entries.length} pictures`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { out: { type: 'string', default: 'server/media' }, only: { type: 'string', default: PARTS.join(',') } },
  });
  const parts = new Set(values.only.split(',').filter((p): p is Part => (PARTS as readonly string[]).includes(p)));
  const root = resolve(values.out);
  await generate(root, parts);
  const bytes = await verifyMedia(root);
  log(`verified ${root}: ${(bytes / 1024 / 1024).toFixed(1)} MB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_RENDITIONS } from '#lib/catalog/image-renditions.ts';
import { AUDIO_MEDIA, LIVE_MEDIA, VIDEO_MEDIA } from '../../server/seed/media-plan.ts';
import { ffmpegOutput, probeCodecs, probeDuration } from './ffmpeg.ts';
import type { ManifestEntry } from './images/image-files.ts';
import { LIVE_PLAYLIST_SECONDS, playlistSegments } from './live-files.ts';
import { MediaGenerationError } from './media-errors.ts';

/** How far a file's duration may stray from the plan. */
const TOLERANCE_SECONDS = 0.2;
/** The size the committed media must stay under. */
export const SIZE_BUDGET_BYTES = 25 * 1024 * 1024;

function expectDuration(what: string, actual: number, planned: number): void {
  if (Math.abs(actual - planned) > TOLERANCE_SECONDS) {
    throw new MediaGenerationError(`${what} lasts ${actual.toFixed(3)} s; the plan says ${planned} s.`);
  }
}

function rms(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

/** Checks that the sound is near silent just before each movement start and clearly audible just after. */
async function expectMovementOnsets(file: string, starts: readonly number[]): Promise<void> {
  const rate = 8000;
  const raw = await ffmpegOutput(['-i', file, '-ac', '1', '-ar', String(rate), '-f', 'f32le', 'pipe:1']);
  const samples = new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
  for (const start of starts.slice(1)) {
    const at = Math.round(start * rate);
    const before = rms(samples, at - rate * 0.1, at - rate * 0.01);
    const after = rms(samples, at + rate * 0.02, at + rate * 0.25);
    if (after < 0.02 || after < before * 8) {
      throw new MediaGenerationError(
        `${file}: no clear onset at ${start} s (rms before ${before.toFixed(4)}, after ${after.toFixed(4)}).`,
      );
    }
  }
}

async function verifyAudio(root: string): Promise<void> {
  for (const media of AUDIO_MEDIA) {
    for (const file of ['broadband.m4a', 'cellular.m4a']) {
      const path = join(root, media.media, file);
      expectDuration(path, await probeDuration(path), media.duration_ms / 1000);
      if ((await probeCodecs(path)).join() !== 'aac') throw new MediaGenerationError(`${path} is not AAC audio.`);
    }
    await expectMovementOnsets(join(root, media.media, 'broadband.m4a'), media.movement_starts);
  }
}

/** The playlist's length by its EXTINF tags, after checking that its init section and every segment exist. */
async function playlistSeconds(folder: string): Promise<number> {
  const playlist = await readFile(join(folder, 'index.m3u8'), 'utf8');
  const segments = playlistSegments(playlist);
  const maps = [...playlist.matchAll(/#EXT-X-MAP:URI="([^"]+)"/g)].map((m) => m[1] ?? '');
  await Promise.all([...new Set([...maps, ...segments.map((s) => s.uri)])].map((uri) => stat(join(folder, uri))));
  return segments.reduce((sum, s) => sum + s.seconds, 0);
}

async function verifyVideo(root: string): Promise<void> {
  for (const media of VIDEO_MEDIA) {
    const folder = join(root, media.media);
    const seconds = media.duration_ms / 1000;
    expectDuration(`${folder}/index.m3u8`, await playlistSeconds(folder), seconds);
    expectDuration(`${folder}/index.m3u8`, await probeDuration(join(folder, 'index.m3u8')), seconds);
    const codecs = await probeCodecs(join(folder, 'index.m3u8'));
    if (!codecs.includes('h264') || !codecs.includes('aac'))
      throw new MediaGenerationError(`${folder} is not H.264 with AAC.`);
    const files = await readdir(folder);
    for (const [wanted, present] of [
      [media.captions, 'captions.en.vtt'],
      [media.chapters, 'chapters.vtt'],
      [true, 'poster.jpg'],
    ] as const) {
      if (wanted !== files.includes(present))
        throw new MediaGenerationError(`${folder}: ${present} should ${wanted ? '' : 'not '}exist.`);
    }
  }
  expectDuration(`${LIVE_MEDIA}/index.m3u8`, await playlistSeconds(join(root, LIVE_MEDIA)), LIVE_PLAYLIST_SECONDS);
  await stat(join(root, LIVE_MEDIA, 'poster.jpg'));
}

async function verifyImages(root: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(root, 'images', 'manifest.json'), 'utf8')) as ManifestEntry[];
  for (const entry of manifest) {
    const path = join(root, entry.src.replace(/^\/media\//, ''));
    await stat(path);
    for (const r of IMAGE_RENDITIONS) await stat(path.replace(/\.(jpg|png)$/, `.${r.name}.jpg`));
  }
}

async function folderBytes(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  const sizes = await Promise.all(entries.filter((e) => e.isFile()).map((e) => stat(join(e.parentPath, e.name))));
  return sizes.reduce((sum, s) => sum + s.size, 0);
}

/**
 * Checks everything under the media root against the plan: durations (±0.2 s), codecs,
 * movement onsets, captions/chapters/posters, image renditions and the size budget. Returns
 * the total size in bytes.
 */
export async function verifyMedia(root: string): Promise<number> {
  await verifyAudio(root);
  await verifyVideo(root);
  await verifyImages(root);
  const bytes = await folderBytes(root);
  if (bytes > SIZE_BUDGET_BYTES) throw new MediaGenerationError(`server/media holds ${bytes} bytes, over the budget.`);
  return bytes;
}

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VideoMedia } from '../../server/seed/media-plan.ts';
import { rawStereoInput, SAMPLE_RATE } from './audio-files.ts';
import { BITEXACT, ffmpeg } from './ffmpeg.ts';
import { pieceStyles, renderPiece, toInterleavedF32 } from './synth/render-piece.ts';
import { VIDEO, writeSceneGraph } from './video-scene.ts';
import { captionCues, chapterCues, webvtt } from './webvtt-files.ts';

/** Seconds per HLS segment; every segment starts on a key frame. */
export const SEGMENT_SECONDS = 4;

/** What to encode into one HLS folder. */
export interface HlsRequest {
  folder: string;
  seconds: number;
  movementStarts: readonly number[];
  piece: number;
  caption: string;
  live: boolean;
}

// H.264 Main 3.0 (avc1.4d401e) and AAC-LC: what Debian's Chromium, Safari and Android all decode.
// Audio is 48 kb/s: at these picture rates sound is most of the bytes, and the media must stay small.
const ENCODE = [
  ...['-c:v', 'libx264', '-preset', 'medium', '-profile:v', 'main', '-level:v', '3.0', '-pix_fmt', 'yuv420p'],
  ...['-crf', '30', '-maxrate', '280k', '-bufsize', '560k', '-r', String(VIDEO.fps)],
  ...['-g', String(VIDEO.fps * SEGMENT_SECONDS), '-keyint_min', String(VIDEO.fps), '-sc_threshold', '0'],
  ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
  ...['-c:a', 'aac', '-b:a', '48k', '-ac', '2'],
];

/**
 * Encodes a synthesised piece and its picture as a VOD HLS playlist `index.m3u8` with fragmented
 * MP4 segments (`init.mp4`, then `segment-000.m4s`…), which MSE takes without transmuxing and
 * which weigh a sixth less than MPEG-TS; then grabs `poster.jpg` from the third second.
 */
export async function writeHls(request: HlsRequest): Promise<void> {
  await mkdir(request.folder, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), 'cl-scene-'));
  try {
    const styles = pieceStyles(request.piece, request.movementStarts.length);
    const graph = await writeSceneGraph({ ...request, styles }, work);
    const signal = renderPiece({ ...request, sampleRate: SAMPLE_RATE });
    await ffmpeg(
      [
        ...rawStereoInput(SAMPLE_RATE),
        ...['-filter_complex_script', graph, '-map', '[v]', '-map', '0:a', ...ENCODE, ...BITEXACT],
        ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_list_size', '0'],
        ...['-hls_flags', 'independent_segments', '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'],
        ...['-hls_segment_filename', join(request.folder, 'segment-%03d.m4s')],
        join(request.folder, 'index.m3u8'),
      ],
      toInterleavedF32(signal),
    );
    await ffmpeg([
      // Seeking after the input decodes up to the frame: seeking the fMP4 playlist's input finds no frame.
      ...['-i', join(request.folder, 'index.m3u8'), '-ss', '3', '-frames:v', '1', '-q:v', '4', ...BITEXACT],
      join(request.folder, 'poster.jpg'),
    ]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Writes one planned video: HLS, poster, and its captions and chapters when the plan asks for them. */
export async function writeVideoMedia(mediaRoot: string, media: VideoMedia, piece: number): Promise<void> {
  const folder = join(mediaRoot, media.media);
  const seconds = media.duration_ms / 1000;
  const caption = `Concert Library · demo video ${media.media.split('/').pop() ?? ''}`;
  await writeHls({ folder, seconds, movementStarts: media.movement_starts, piece, caption, live: false });
  const styles = pieceStyles(piece, media.movement_starts.length);
  if (media.captions) await writeFile(join(folder, 'captions.en.vtt'), webvtt(captionCues(media, styles)));
  if (media.chapters) await writeFile(join(folder, 'chapters.vtt'), webvtt(chapterCues(media, styles)));
}

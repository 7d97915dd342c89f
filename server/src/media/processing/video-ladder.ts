import { join } from 'node:path';
import type { Progress } from './ffmpeg-progress.ts';
import { runFfmpeg, type ToolOptions } from './ffmpeg-run.ts';
import { ladderFor, type Rung } from './ladder-rungs.ts';
import { inputArgs, masterSeconds, type MediaSpan } from './media-span.ts';
import { phaseProgress } from './phase-progress.ts';
import { writeIntoFolder } from './staging-folder.ts';

/** Seconds per HLS segment, as the demo videos: each starts on a key frame, so any rung can switch there. */
export const SEGMENT_SECONDS = 4;

/**
 * libx264's preset on the two-core machine the studio runs on: the slowest that still makes a ladder
 * faster than half real time there (docs/media.md has the measurements).
 */
export const LADDER_PRESET = 'veryfast';

/** The master playlist the player loads, as the stream link names it. */
export const MASTER_PLAYLIST = 'index.m3u8';

/** The still shown before playing (the top rung's size) and the small picture lists show (wd_256x144). */
export const POSTER = { file: 'poster.jpg' } as const;
export const THUMBNAIL = { file: 'thumbnail.jpg', width: 256, height: 144 } as const;

/** Sound of every rung: AAC-LC stereo at the broadband rendition's rate. */
const AUDIO_RATE = '96k';

/** Pictures above this rate are halved: a stage needs no more, and it halves the work on two cores. */
const MAX_FPS = 30;

/** What the ladder of a video master is. */
export interface VideoLadder {
  rungs: Rung[];
  playlist: string;
  poster: string;
  thumbnail: string;
}

/** A video master as its probe read it; with `span`, the part of it the ladder is made of (`durationMs` its length). */
interface LadderSource {
  file: string;
  durationMs: number;
  video: { width: number; height: number; fps: number };
  span?: MediaSpan | undefined;
}

interface LadderOptions extends ToolOptions {
  onProgress?: ((progress: Progress) => void) | undefined;
  /** For the benchmark's comparison; the default is LADDER_PRESET. */
  preset?: string | undefined;
}

/** The filter graph that scales the picture once per rung: `[v0]`, `[v1]`… */
function scaleGraph(rungs: readonly Rung[], fps: number): string {
  const rate = fps > MAX_FPS ? `fps=${fps / 2},` : '';
  const outs = rungs.map((_, index) => `[s${index}]`).join('');
  const scales = rungs.map((rung, index) => `[s${index}]scale=${rung.width}:${rung.height}[v${index}]`);
  return [`[0:v]${rate}split=${rungs.length}${outs}`, ...scales].join(';');
}

/** The encoder settings of every rung: H.264 Main, capped CRF, a key frame at each segment's start. */
function rungArgs(rungs: readonly Rung[], fps: number, preset: string): string[] {
  const gop = String(Math.round((fps > MAX_FPS ? fps / 2 : fps) * SEGMENT_SECONDS));
  const perRung = rungs.flatMap((rung, index) => [
    ...['-map', `[v${index}]`, '-map', '0:a:0'],
    ...[`-maxrate:v:${index}`, `${rung.maxRateK}k`, `-bufsize:v:${index}`, `${rung.maxRateK * 2}k`],
  ]);
  return [
    ...perRung,
    ...['-c:v', 'libx264', '-preset', preset, '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-crf', '23'],
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
    ...['-c:a', 'aac', '-b:a', AUDIO_RATE, '-ac', '2', '-map_metadata', '-1', '-map_chapters', '-1'],
  ];
}

/** The HLS muxer's settings: VOD fragmented MP4, one playlist per rung, all in one folder. */
function hlsArgs(rungs: readonly Rung[], folder: string): string[] {
  const streamMap = rungs.map((rung, index) => `v:${index},a:${index},name:${rung.name}`).join(' ');
  return [
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_list_size', '0'],
    ...['-hls_flags', 'independent_segments', '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', '%v-init.mp4'],
    ...['-hls_segment_filename', join(folder, '%v-%03d.m4s'), '-master_pl_name', MASTER_PLAYLIST],
    ...['-var_stream_map', streamMap, join(folder, '%v.m3u8')],
  ];
}

/** The poster (a frame a tenth of the way in, when the stage is lit) and the thumbnail, from one decode. */
async function writeStills(source: LadderSource, top: Rung, folder: string, options: ToolOptions): Promise<void> {
  const at = masterSeconds(Math.min(source.durationMs / 10, 120_000), source.span);
  const { width, height } = THUMBNAIL;
  const thumb = `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`;
  await runFfmpeg(
    [
      ...['-v', 'error', '-ss', at, '-i', source.file, '-filter_complex'],
      `[0:v]split=2[p][t];[p]scale=${top.width}:${top.height}[poster];[t]${thumb}[thumb]`,
      ...['-map', '[poster]', '-frames:v', '1', '-q:v', '3', join(folder, POSTER.file)],
      ...['-map', '[thumb]', '-frames:v', '1', '-q:v', '3', join(folder, THUMBNAIL.file)],
    ],
    options,
  );
}

/**
 * Makes the HLS ladder of a video master in `destination`: `index.m3u8` listing one playlist per rung
 * (from the source's height down, never up), fMP4 segments of SEGMENT_SECONDS, `poster.jpg` and
 * `thumbnail.jpg`. One ffmpeg process decodes the source once and encodes every rung; the master playlist
 * is moved into place last, so a player never finds it before the segments it names.
 */
export async function makeVideoLadder(
  source: LadderSource,
  destination: string,
  options: LadderOptions = {},
): Promise<VideoLadder> {
  const rungs = ladderFor(source.video);
  const top = rungs[0];
  if (!top) throw new Error('A ladder always has a rung');
  const tool = { signal: options.signal, tools: options.tools };
  const phase = phaseProgress([20, 1], options.onProgress);
  await writeIntoFolder(
    destination,
    async (folder) => {
      await runFfmpeg(
        [
          ...inputArgs(source.file, source.span),
          ...['-filter_complex', scaleGraph(rungs, source.video.fps)],
          ...rungArgs(rungs, source.video.fps, options.preset ?? LADDER_PRESET),
          ...hlsArgs(rungs, folder),
        ],
        { ...tool, durationMs: source.durationMs, onProgress: phase(0) },
      );
      await writeStills(source, top, folder, tool);
      phase(1)({ fraction: 1, secondsLeft: 0 });
    },
    [MASTER_PLAYLIST],
  );
  return { rungs, playlist: MASTER_PLAYLIST, poster: POSTER.file, thumbnail: THUMBNAIL.file };
}

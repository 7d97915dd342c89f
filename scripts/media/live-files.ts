import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LIVE_MEDIA } from '../../server/seed/media-plan.ts';
import { MediaGenerationError } from './media-errors.ts';
import { SEGMENT_SECONDS, writeHls } from './video-files.ts';

/** Seconds of picture and sound actually encoded for the live feed. */
export const LIVE_LOOP_SECONDS = 60;
/** Movement starts of the loop: a new key and colour every quarter minute. */
export const LIVE_MOVEMENT_STARTS = [0, 15, 30, 45] as const;
/** The playlist covers a whole default live stream (rules §9: 180 minutes). */
export const LIVE_PLAYLIST_SECONDS = 180 * 60;

/** A playlist's segments: each EXTINF duration with its URI. */
export function playlistSegments(playlist: string): { seconds: number; uri: string }[] {
  const lines = playlist.split('\n').map((line) => line.trim());
  const segments: { seconds: number; uri: string }[] = [];
  lines.forEach((line, i) => {
    const match = /^#EXTINF:([\d.]+)/.exec(line);
    const uri = lines[i + 1];
    if (match?.[1] && uri && !uri.startsWith('#')) segments.push({ seconds: Number(match[1]), uri });
  });
  return segments;
}

/**
 * A VOD playlist that plays the segments of `vod` `loops` times over, keeping its header (and
 * so its EXT-X-MAP). Each pass after the first starts with EXT-X-DISCONTINUITY, because its
 * timestamps start again from zero, and repeats the EXT-X-MAP for players that reset there.
 */
export function loopedPlaylist(vod: string, loops: number): string {
  const lines = vod.split('\n').map((line) => line.trim());
  const first = lines.findIndex((line) => line.startsWith('#EXTINF'));
  if (first < 0) throw new MediaGenerationError('The playlist to loop has no segments.');
  const header = lines.slice(0, first).filter((line) => line !== '');
  const body = lines.slice(first).filter((line) => line !== '' && line !== '#EXT-X-ENDLIST');
  const map = header.filter((line) => line.startsWith('#EXT-X-MAP'));
  const passes = Array.from({ length: loops }, (_, pass) =>
    pass === 0 ? body : ['#EXT-X-DISCONTINUITY', ...map, ...body],
  );
  return [...header, ...passes.flat(), '#EXT-X-ENDLIST', ''].join('\n');
}

/**
 * Writes the live feed: one minute encoded once, and an `index.m3u8` that repeats it for
 * three hours. The demo has no encoder running, so its "live" streams play this long VOD
 * playlist from the start; a real deployment points `live_media` at its packager's output.
 */
export async function writeLiveMedia(mediaRoot: string, piece: number): Promise<void> {
  const folder = join(mediaRoot, LIVE_MEDIA);
  await writeHls({
    folder,
    seconds: LIVE_LOOP_SECONDS,
    movementStarts: LIVE_MOVEMENT_STARTS,
    piece,
    caption: 'Concert Library · live from the hall (demo feed)',
    live: true,
  });
  const playlist = join(folder, 'index.m3u8');
  const vod = await readFile(playlist, 'utf8');
  const segments = playlistSegments(vod);
  const loops = Math.ceil(LIVE_PLAYLIST_SECONDS / LIVE_LOOP_SECONDS);
  if (segments.length !== LIVE_LOOP_SECONDS / SEGMENT_SECONDS) {
    throw new MediaGenerationError(
      `The live loop has ${segments.length} segments, expected ${LIVE_LOOP_SECONDS / SEGMENT_SECONDS}.`,
    );
  }
  await writeFile(playlist, loopedPlaylist(vod, loops));
}

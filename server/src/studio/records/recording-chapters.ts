import { masterIdOfFolder } from '#lib/studio/masters.ts';
import { chaptersWebVtt, type MovementStart } from '../../media/processing/chapters.ts';
import { writeNamedByContent } from '../../media/whole-file.ts';
import type { MediaStore } from '../../storage/media-store.ts';
import { isItem, type Item } from './record-keys.ts';

/** A chapters file the studio made from the marks: named by its content, so a new one never replaces an old one. */
const MADE_CHAPTERS = /^\/media\/.+\/chapters\.[0-9a-f]{8}\.vtt$/;

function movementsOf(recording: Item): MovementStart[] {
  const cuepoints = recording['movement_cuepoints'];
  return Array.isArray(cuepoints) ? (cuepoints.filter(isItem) as unknown as MovementStart[]) : [];
}

/** True when the recording's chapters are the studio's to make: none yet, or ones it made. */
function chaptersAreMade(recording: Item): boolean {
  const given = recording['cuepoint_webvtt'];
  return (
    given === null || given === undefined || given === '' || (typeof given === 'string' && MADE_CHAPTERS.test(given))
  );
}

async function withChapters(recording: Item, store: MediaStore): Promise<Item> {
  const folder = recording['media'];
  const durationMs = recording['duration_ms'];
  if (recording['type'] !== 'V' || typeof folder !== 'string' || typeof durationMs !== 'number') return recording;
  if (masterIdOfFolder(folder) === undefined) return recording;
  if (!chaptersAreMade(recording)) return recording;
  const movements = movementsOf(recording);
  if (movements.length < 2) return { ...recording, cuepoint_webvtt: null };
  const name = await writeNamedByContent(store, folder, 'chapters', 'vtt', chaptersWebVtt(movements, durationMs));
  return { ...recording, cuepoint_webvtt: `/media/${folder}/${name}` };
}

/**
 * A performance whose video recordings made from masters have chapters that follow their movements
 * (docs/media.md, "Chapters"): such a video with two movements or more gets a chapters file written
 * into its master's folder from its cue points and named in `cuepoint_webvtt`; one with fewer gets
 * none. A chapters file someone made by hand (any other name) is theirs and stays, and so are the
 * folders someone made by hand: the studio writes only into the folders its jobs made. Other records
 * pass unchanged. Call it only on a record that passed validation: the folders it writes into exist.
 */
export async function withRecordingChapters(list: string, item: Item, store: MediaStore): Promise<Item> {
  const recordings = item['recordings'];
  if (list !== 'performances' || !Array.isArray(recordings)) return item;
  const next = await Promise.all(
    recordings.map((recording: unknown) => (isItem(recording) ? withChapters(recording, store) : recording)),
  );
  return { ...item, recordings: next };
}

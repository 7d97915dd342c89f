import { englishCaptionsOf } from '../api/captions-track-reading.ts';
import { isMadeCaptionsPath } from './made-captions.ts';
import type { Master } from './masters.ts';
import type { RecordFields } from './records.ts';

/** A performance's recordings: `A` plays in the player bar, `V` in the video player. */
export type RecordingType = 'A' | 'V';

/** What a recording of each type is called in the studio. */
export const RECORDING_TYPE_NAMES: Readonly<Record<RecordingType, string>> = { A: 'audio', V: 'video' };

/** The recordings a master can be: a camera file its video and its sound, a sound file its sound. */
export function recordingTypesOf(master: Pick<Master, 'kind'>): readonly RecordingType[] {
  return master.kind === 'video' ? ['V', 'A'] : ['A'];
}

/** A master whose renditions are made: what a recording needs of it. */
export type AttachableMaster = Pick<Master, 'filename' | 'captions'> & { folder: string; played_ms: number };

/** True when its renditions are made, so a recording can play it. */
export function isAttachable(master: Master): master is Master & AttachableMaster {
  return master.folder !== null && master.played_ms !== null;
}

const isRecording = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Recording = Record<string, unknown>;

/**
 * What a video recording takes of a master's captions: every language (`captions`, the master's own files,
 * so none left from the media it had), and its English file as `captions_url`, which players that know
 * one language read. A master without English captions leaves a `captions_url` typed by hand as it was: it
 * may have been set for this very concert, and the form shows it to be cleared; one the studio made of a
 * master's captions (this one's English, since removed, or another master's) is cleared, as the languages are.
 */
function captionsOf(master: Pick<AttachableMaster, 'captions'>, recording: Recording): Recording {
  const english = englishCaptionsOf(master.captions);
  if (english) return { captions: master.captions, captions_url: english.url };
  const given = recording['captions_url'];
  const made = typeof given === 'string' && isMadeCaptionsPath(given);
  return { captions: master.captions, ...(made ? { captions_url: null } : {}) };
}

/**
 * A performance's fields with a master as its recording of `type`: the first recording of that type
 * plays the master's folder from now on, its length the made files' (never typed), and its movements and
 * chapters, which were timed on the media it had, are cleared to be marked again; a video recording takes
 * the master's captions (above). Its id, credits, picture and countries stay. A performance without a
 * recording of that type gets one.
 */
export function withMasterAttached(fields: RecordFields, master: AttachableMaster, type: RecordingType): RecordFields {
  const recordings = Array.isArray(fields['recordings']) ? fields['recordings'].filter(isRecording) : [];
  const index = recordings.findIndex((recording) => recording['type'] === type);
  const attached = (recording: Recording): Recording => ({
    ...recording,
    media: master.folder,
    duration_ms: master.played_ms,
    movement_cuepoints: [],
    cuepoint_webvtt: null,
    ...(type === 'V' ? captionsOf(master, recording) : {}),
  });
  const next =
    index === -1
      ? [...recordings, attached({ type })]
      : recordings.map((recording, at) => (at === index ? attached(recording) : recording));
  return { ...fields, recordings: next };
}

/** A master's captions as a recording follows them: where its renditions are, and the languages it has. */
export type CaptionedMaster = Pick<AttachableMaster, 'folder' | 'captions'>;

const sameText = (a: unknown, b: unknown) =>
  (a === '' || a === undefined ? null : a) === (b === '' || b === undefined ? null : b);
/** A recording's caption tracks as text, field by field, whatever order a store kept their keys in. */
const tracksOf = (recording: Recording) => {
  const tracks = Array.isArray(recording['captions']) ? (recording['captions'] as unknown[]).filter(isRecording) : [];
  return JSON.stringify(tracks.map((track) => [track['language'], track['label'], track['url']]));
};

/** True when two recordings have the same captions: languages and files, and `captions_url`. */
const sameCaptions = (a: Recording, b: Recording) =>
  tracksOf(a) === tracksOf(b) && sameText(a['captions_url'], b['captions_url']);

/**
 * A performance's fields once a master's captions changed from `before` to `after` (docs/media.md, "What
 * attaching does"): each video recording that plays the master takes its captions by attaching's rule, as
 * long as it still has what attaching gave it of `before`. A recording whose captions someone changed by
 * hand since keeps them; attaching again gives it the master's. The same object when nothing changes.
 */
export function withMasterCaptionsFollowed(
  fields: RecordFields,
  before: CaptionedMaster,
  after: CaptionedMaster,
): RecordFields {
  const recordings: unknown = fields['recordings'];
  if (!Array.isArray(recordings)) return fields;
  const next = recordings.map((recording: unknown) => {
    if (!isRecording(recording) || recording['type'] !== 'V' || recording['media'] !== after.folder) return recording;
    if (!sameCaptions(recording, { ...recording, ...captionsOf(before, recording) })) return recording;
    const followed = { ...recording, ...captionsOf(after, recording) };
    return sameCaptions(recording, followed) ? recording : followed;
  });
  return next.some((recording, at) => recording !== recordings[at]) ? { ...fields, recordings: next } : fields;
}

/** The recording of `type` that plays a master's folder, if the performance has one. */
export function attachedType(fields: RecordFields, folder: string): RecordingType | undefined {
  const recordings = Array.isArray(fields['recordings']) ? fields['recordings'].filter(isRecording) : [];
  const found = recordings.find((recording) => recording['media'] === folder);
  return found?.['type'] === 'A' || found?.['type'] === 'V' ? found['type'] : undefined;
}

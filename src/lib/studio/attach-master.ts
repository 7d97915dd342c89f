import { englishCaptionsOf } from '../api/captions-track.ts';
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

/**
 * What a video recording takes of a master's captions: every language (`captions`, the master's own files,
 * so none left from the media it had), and its English file as `captions_url`, which players that know
 * one language read. A master without English captions leaves `captions_url` as it was: it may have been
 * typed for this very concert, and the form shows it to be cleared.
 */
function captionsOf(master: AttachableMaster): Record<string, unknown> {
  const english = englishCaptionsOf(master.captions);
  return { captions: master.captions, ...(english ? { captions_url: english.url } : {}) };
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
  const media = {
    media: master.folder,
    duration_ms: master.played_ms,
    movement_cuepoints: [],
    cuepoint_webvtt: null,
    ...(type === 'V' ? captionsOf(master) : {}),
  };
  const next =
    index === -1
      ? [...recordings, { type, ...media }]
      : recordings.map((recording, at) => (at === index ? { ...recording, ...media } : recording));
  return { ...fields, recordings: next };
}

/** The recording of `type` that plays a master's folder, if the performance has one. */
export function attachedType(fields: RecordFields, folder: string): RecordingType | undefined {
  const recordings = Array.isArray(fields['recordings']) ? fields['recordings'].filter(isRecording) : [];
  const found = recordings.find((recording) => recording['media'] === folder);
  return found?.['type'] === 'A' || found?.['type'] === 'V' ? found['type'] : undefined;
}

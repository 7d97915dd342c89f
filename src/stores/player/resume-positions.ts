import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { browserLocalStorage } from '#lib/browser/browser-globals.ts';
import {
  readResumePositions,
  recordPosition,
  RESUME_POSITIONS_KEY,
  serialiseResumePositions,
} from '#lib/player/resume-positions.ts';
import type { ResumePositions } from '#lib/player/resume-positions.ts';

/** Local storage, or null where the browser refuses it (or in the build). */
function storage(): Storage | null {
  try {
    return browserLocalStorage() ?? null;
  } catch {
    return null;
  }
}

function load(): ResumePositions {
  try {
    return readResumePositions(storage()?.getItem(RESUME_POSITIONS_KEY) ?? null);
  } catch {
    return [];
  }
}

const $state = atom<ResumePositions>([]);
let loaded = false;

/**
 * Where the visitor left each performance, most recent first, as saved
 * under `resume-positions`. Read from storage the first time it is asked for, so a page that
 * never shows an offer never reads it.
 */
export function resumePositions(): ReadableAtom<ResumePositions> {
  if (!loaded) {
    loaded = true;
    $state.set(load());
  }
  return $state;
}

/**
 * The player reached `seconds` of a recording `durationSeconds` long (the engine calls it as
 * the audio plays, pauses and ends). The saved list is read again first, so another tab's
 * positions are kept; storage is written only when the whole second changes or the recording
 * finishes, and a refusal (full, disabled) is ignored: resuming is a convenience.
 */
export function keepPosition(recording: string, seconds: number, durationSeconds: number): void {
  loaded = true;
  const saved = load();
  const next = recordPosition(saved, recording, seconds, durationSeconds);
  const text = serialiseResumePositions(next);
  if (text !== serialiseResumePositions($state.get())) $state.set(next);
  if (next === saved) return;
  try {
    storage()?.setItem(RESUME_POSITIONS_KEY, text);
  } catch {
    // Keeping the position is a convenience; playback goes on without it.
  }
}

import { StudioSessionSchema, type StudioSession } from './session.ts';

/** Where the studio keeps its session in the browser's local storage: every studio tab shares it. */
export const STUDIO_SESSION_KEY = 'studio-session';

/**
 * How long before its end a session is treated as over: a request sent a moment before the end
 * would reach the server after it, and the editor would lose the form they were saving.
 */
export const STUDIO_SESSION_MARGIN_MS = 60_000;

/** The stored session's text, or null when there is none, it is corrupt, or it is (about to be) over. */
export function readStudioSession(raw: string | null, now: Date): StudioSession | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = StudioSessionSchema.safeParse(value);
  if (!parsed.success) return null;
  return Date.parse(parsed.data.expires) - STUDIO_SESSION_MARGIN_MS > now.getTime() ? parsed.data : null;
}

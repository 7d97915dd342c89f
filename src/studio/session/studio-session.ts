import type { z } from 'zod';
import { site } from '../../config/site.ts';
import type { StudioSession } from '#lib/studio/session.ts';
import { readStudioSession, STUDIO_SESSION_KEY } from '#lib/studio/stored-studio-session.ts';
import { studioRequest } from '#lib/studio/studio-request.ts';

/** The studio's session, kept in local storage so every studio tab shares it. */
export function currentSession(now: Date = new Date()): StudioSession | null {
  return readStudioSession(localStorage.getItem(STUDIO_SESSION_KEY), now);
}

export function saveSession(session: StudioSession): void {
  localStorage.setItem(STUDIO_SESSION_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  localStorage.removeItem(STUDIO_SESSION_KEY);
}

type RequestInit = Parameters<typeof studioRequest>[3];

/** A request to the studio API with this browser's studio session, if any. */
export function request<T>(path: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> {
  return studioRequest(
    { apiOrigin: site.contentHost, token: currentSession()?.token ?? null, fetch },
    path,
    schema,
    init,
  );
}

/** A request made with a given token: a session being ended, or a listener's (does the studio refuse it?). */
export function requestWithToken<T>(token: string, path: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> {
  return studioRequest({ apiOrigin: site.contentHost, token, fetch }, path, schema, init);
}

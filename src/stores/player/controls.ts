import { site } from '../../config/site.ts';
import { browserNavigator as runtimeNavigator } from '#lib/browser/browser-globals.ts';
import { mediaUrl } from '#lib/catalog/image-sources.ts';
import { errorReporter } from '#lib/error-reporting/site-error-reporter.ts';
import type { MediaSessionLike } from '#lib/media-session/media-session-controls.ts';
import { resumePositionOf } from '#lib/player/resume-positions.ts';
import type { ConnectionInfo } from '#lib/streams/choose-link.ts';
import type { StreamFetchState } from '#lib/streams/fetch-state.ts';
import { playerAudioElement } from './audio-element.ts';
import { createPlayerEngine } from './engine.ts';
import type { PlayerEngine } from './engine-deps.ts';
import { restoreSavedQueue } from './queue.ts';
import { keepPosition, resumePositions } from './resume-positions.ts';

/** A composition check answered neither ok nor 404, so whether it still exists is unknown. */
export class CompositionCheckError extends Error {
  readonly status: number;

  constructor(status: number, options?: ErrorOptions) {
    super(`The composition check answered ${status}`, options);
    this.name = 'CompositionCheckError';
    this.status = status;
  }
}

/** `GET {apiBase}/compositions/{identifier}/`: false for a 404, true when ok, a rejection otherwise. */
export async function compositionExists(identifier: string): Promise<boolean> {
  const url = `${site.apiBase}/compositions/${encodeURIComponent(identifier)}/?format=json`;
  const response = await globalThis.fetch(url, { headers: { Accept: 'application/json' } });
  if (response.status === 404) return false;
  if (response.ok) return true;
  errorReporter.captureResponse({ url, status: response.status }, { area: 'queue-restore' });
  throw new CompositionCheckError(response.status);
}

interface BrowserNavigator {
  readonly mediaSession?: MediaSessionLike;
  readonly connection?: ConnectionInfo;
}

function browserNavigator(): BrowserNavigator {
  return runtimeNavigator() ?? {};
}

/**
 * The stream-link store and the site's services (session, flash, redirectTo), loaded the
 * first time the player needs them: they bring the session, its auth client and the reading
 * of answers, which the bar does not need to show a queue, so they stay off its load path.
 * A play click loads them anyway, and links are refreshed only when they have expired.
 */
const streamLinks = () => import('../stream-links-state.ts');
const services = () => import('./services.ts').then((module) => module.playerServices);

async function fetchAudioLinks(uuid: string): Promise<StreamFetchState> {
  return (await streamLinks()).fetchStreamLinks({ kind: 'recording', uuid, medium: 'audio' });
}

let engine: PlayerEngine | null = null;

/**
 * Starts the player once per page life (it survives client-side navigation): the engine on
 * the site's audio element and lock screen, and the restore of the saved queue. Browser only.
 */
export function startPlayer(): PlayerEngine {
  if (engine !== null) return engine;
  engine = createPlayerEngine({
    audio: playerAudioElement(),
    mediaSession: browserNavigator().mediaSession ?? null,
    createMetadata: (metadata) =>
      new MediaMetadata({ ...metadata, artwork: metadata.artwork.map((image) => ({ ...image })) }),
    connection: () => browserNavigator().connection,
    resolveImage: (path) => mediaUrl(path, site.mediaBase),
    fetchAudioLinks,
    showNotice: (notice) => void services().then((loaded) => loaded.showNotice(notice)),
    reportError: (error) => errorReporter.captureError(error, { area: 'player' }),
    keepPosition,
    savedPosition: (uuid) => resumePositionOf(resumePositions().get(), uuid),
    now: () => new Date(),
  });
  void restoreSavedQueue(compositionExists);
  return engine;
}

/** Goes to a position of the current item, in seconds (the seek bar, a movement). */
export const seekTo = (seconds: number): void => startPlayer().seekTo(seconds);
/** Moves by an offset in seconds. */
export const seekBy = (seconds: number): void => startPlayer().seekBy(seconds);
/** Sets the volume, 0 to 1. */
export const setVolume = (volume: number): void => startPlayer().setVolume(volume);
/** Mutes or unmutes. */
export const setMuted = (muted: boolean): void => startPlayer().setMuted(muted);

import type { StreamLinks } from '../api/stream-links.ts';

/** Rules §9: the bandwidth assumed when the browser gives no estimate, in bits per second. */
export const DEFAULT_BANDWIDTH_ESTIMATE = 850_000;

/**
 * The estimate from which the broadband audio is chosen, in bits per second. Broadband
 * audio is encoded for about 256 kbit/s; asking for twice its rate leaves room for the
 * estimate's error and for other traffic, so playback does not stall. The spec's default
 * estimate (850000) is above it: a browser that reports nothing gets broadband.
 */
export const BROADBAND_MIN_BITS_PER_SECOND = 512_000;

/** The part of the Network Information API (`navigator.connection`) that is read. */
export interface ConnectionInfo {
  /** Estimated downlink in megabits per second (Chromium rounds it and caps it at 10). */
  readonly downlink?: number;
  /** The visitor asked for reduced data use. */
  readonly saveData?: boolean;
}

/** Which audio rendition a link is. */
export type AudioVariant = 'broadband' | 'cellular';

/** An audio link picked for playback. */
export interface ChosenAudioLink {
  readonly url: string;
  readonly variant: AudioVariant;
}

/**
 * The connection's estimated bandwidth in bits per second: the browser's downlink when it
 * reports a positive one, else the spec's default. Browsers without the API (Firefox,
 * Safari) get the default.
 */
export function estimateBandwidth(connection: ConnectionInfo | undefined): number {
  const downlink = connection?.downlink;
  if (downlink === undefined || !Number.isFinite(downlink) || downlink <= 0) return DEFAULT_BANDWIDTH_ESTIMATE;
  return downlink * 1_000_000;
}

/** The variant a connection should get: cellular when data saving is on or the estimate is low. */
export function preferredAudioVariant(connection: ConnectionInfo | undefined): AudioVariant {
  if (connection?.saveData === true) return 'cellular';
  return estimateBandwidth(connection) >= BROADBAND_MIN_BITS_PER_SECOND ? 'broadband' : 'cellular';
}

/**
 * The audio link to play: the preferred variant, or the other one when the answer lacks
 * it; null when the answer has no audio link at all.
 */
export function chooseAudioLink(links: StreamLinks, connection: ConnectionInfo | undefined): ChosenAudioLink | null {
  const broadband = links.broadband_standard_dynamics;
  const cellular = links.cellular_standard_dynamics;
  const order: readonly ChosenAudioLink[] = [
    ...(broadband === undefined ? [] : [{ url: broadband, variant: 'broadband' as const }]),
    ...(cellular === undefined ? [] : [{ url: cellular, variant: 'cellular' as const }]),
  ];
  const preferred = preferredAudioVariant(connection);
  return order.find((link) => link.variant === preferred) ?? order[0] ?? null;
}

/** The video link to play: always the HLS playlist (video.js plays it); null when missing. */
export function chooseVideoLink(links: StreamLinks): string | null {
  return links.hls ?? null;
}

/** Whether an answer holds a link the medium's player can use. */
export function hasPlayableLink(links: StreamLinks, medium: 'audio' | 'video'): boolean {
  return medium === 'audio' ? chooseAudioLink(links, undefined) !== null : chooseVideoLink(links) !== null;
}

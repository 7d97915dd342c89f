import { ApiError } from './api-errors.ts';
import { HandledError } from './handled-error.ts';
import { renderNotice } from './notice.ts';

/** Which player asked for the stream: messages in the video area differ from the audio ones. */
export type StreamMedium = 'audio' | 'video';

/**
 * Why a stream answered 403: the email is not verified, the visitor's region is not allowed, or the
 * licence allows no stream of it now ('unavailable': not licensed, not this medium, outside its window).
 */
export type ForbiddenReason = 'verify' | 'region' | 'unavailable';

const FORBIDDEN_NOTICES = {
  verify: { audio: 'email-not-verified', video: 'email-not-verified' },
  region: { audio: 'stream-region-restricted', video: 'video-region-restricted' },
  unavailable: { audio: 'stream-not-available', video: 'video-not-available' },
} as const satisfies Record<ForbiddenReason, Record<StreamMedium, string>>;

/**
 * A stream answered 401: sign-in is needed. Audio flashes 'You need to be signed in to
 * play that performance.' (5 s); the video area says 'You must be signed in to view this
 * video.'. The caller also remembers the current path under `redirectTo` (rules §4).
 */
export class StreamUnauthorizedError extends ApiError {
  readonly medium: StreamMedium;

  constructor(medium: StreamMedium, detail?: string, options?: ErrorOptions) {
    const code = medium === 'audio' ? 'stream-sign-in-required' : 'video-sign-in-required';
    super(401, detail, { ...options, notice: renderNotice(code) });
    this.name = 'StreamUnauthorizedError';
    this.medium = medium;
  }
}

/**
 * A stream answered 403: the not-verified message, the region message for the medium, or 'Not
 * available for streaming.' (a flash for audio, in the video area for video).
 */
export class StreamForbiddenError extends ApiError {
  readonly reason: ForbiddenReason;
  readonly medium: StreamMedium;

  constructor(reason: ForbiddenReason, medium: StreamMedium, detail?: string, options?: ErrorOptions) {
    super(403, detail, { ...options, notice: renderNotice(FORBIDDEN_NOTICES[reason][medium]) });
    this.name = 'StreamForbiddenError';
    this.reason = reason;
    this.medium = medium;
  }
}

/** A stream answer without a link the player can use: 'No stream links'. */
export class NoStreamLinksError extends HandledError {
  constructor(options?: ErrorOptions) {
    super(renderNotice('no-stream-links'), options);
    this.name = 'NoStreamLinksError';
  }
}

/**
 * A live stream's links could not be fetched: the stream's own `stream_error_message`
 * when it has one, else 'This livestream can not be played.'.
 */
export class LivestreamUnplayableError extends HandledError {
  constructor(streamErrorMessage: string | null, options?: ErrorOptions) {
    const text = streamErrorMessage?.trim();
    super(
      text ? renderNotice('livestream-error-message', { detail: text }) : renderNotice('livestream-unplayable'),
      options,
    );
    this.name = 'LivestreamUnplayableError';
  }
}

/** The audio element failed (decode, network, unsupported source): an alert, and playback pauses. */
export class AudioPlaybackError extends HandledError {
  constructor(options?: ErrorOptions) {
    super(renderNotice('audio-playback-failed'), options);
    this.name = 'AudioPlaybackError';
  }
}

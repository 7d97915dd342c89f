import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorAnswerSchema } from '../../../src/lib/api/error-answer.ts';
import {
  ApiError,
  InvalidAnswerError,
  NetworkError,
  NotFoundError,
  RequestAbortedError,
} from '../../../src/lib/errors/api-errors.ts';
import {
  detailOf,
  errorForResponse,
  errorForStatus,
  errorForThrown,
} from '../../../src/lib/errors/classify-failure.ts';
import { HandledError } from '../../../src/lib/errors/handled-error.ts';
import type { StreamRefusal } from '#lib/rights/decide.ts';
import { refusalDetail, RIGHTS_MESSAGES } from '#lib/rights/rights-messages.ts';
import {
  AudioPlaybackError,
  LivestreamUnplayableError,
  NoStreamLinksError,
  StreamForbiddenError,
  StreamUnauthorizedError,
} from '../../../src/lib/errors/stream-errors.ts';

const NETWORK = 'Sorry, there was a problem contacting our servers! Try back in a few minutes.';
const audio = { call: 'stream', medium: 'audio' } as const;
const video = { call: 'stream', medium: 'video' } as const;

/** The value as an instance of `type`; a value of another class fails the test here. */
function asInstance<T>(value: unknown, type: new (...args: never[]) => T): T {
  if (value instanceof type) return value;
  throw new TypeError(`Expected an instance of ${type.name}.`);
}

describe('error classes', () => {
  it('are HandledErrors whose message is the notice, with their cause', () => {
    const cause = new Error('decode');
    const errors: HandledError[] = [
      new ApiError(500),
      new NotFoundError(),
      new InvalidAnswerError(200),
      new NetworkError({ cause }),
      new StreamUnauthorizedError('audio'),
      new StreamForbiddenError('region', 'audio'),
      new NoStreamLinksError(),
      new LivestreamUnplayableError(null),
      new AudioPlaybackError({ cause }),
    ];
    for (const error of errors) {
      expect(error).toBeInstanceOf(HandledError);
      expect(error).toBeInstanceOf(Error);
      expect(error.message).toBe(error.notice.message);
      expect(error.name).toBe(error.constructor.name);
    }
    expect(new AudioPlaybackError({ cause }).cause).toBe(cause);
    expect(new AudioPlaybackError().notice).toEqual({
      code: 'audio-playback-failed',
      message: "Sorry, we're having a problem playing the audio for this composition.",
      show: { kind: 'alert' },
    });
  });

  it('uses the stream error message of a live stream when there is one', () => {
    expect(new LivestreamUnplayableError('  The broadcast is delayed.  ').message).toBe('The broadcast is delayed.');
    expect(new LivestreamUnplayableError('   ').message).toBe('This livestream can not be played.');
  });
});

describe('classifying failures', () => {
  it('makes a stream 401 a sign-in error with the message of its medium', () => {
    const onAudio = errorForStatus(401, { detail: 'Authentication credentials were not provided.' }, audio);
    expect(onAudio).toBeInstanceOf(StreamUnauthorizedError);
    expect(onAudio.message).toBe('You need to be signed in to play that performance.');
    expect(onAudio.notice.show).toEqual({ kind: 'flash', ms: 5_000 });
    expect(errorForStatus(401, undefined, video).message).toBe('You must be signed in to view this video.');
  });

  it("makes a stream 403 whose detail contains 'verify' the not-verified error", () => {
    const error = errorForStatus(403, { detail: 'Please verify your email address.' }, audio);
    expect(error).toBeInstanceOf(StreamForbiddenError);
    expect(asInstance(error, StreamForbiddenError).reason).toBe('verify');
    expect(error.message).toBe('Your email is not verified! Check your inbox for an email from us.');
  });

  it('makes any other stream 403 the region error of its medium', () => {
    const error = asInstance(
      errorForStatus(403, { detail: 'Not available in your country.' }, audio),
      StreamForbiddenError,
    );
    expect(error.reason).toBe('region');
    expect(error.status).toBe(403);
    expect(error.message).toBe('We’re sorry, but this performance is not currently available in your location.');
    expect(errorForStatus(403, 'not json', video).message).toBe(
      'We’re sorry, but this recording is not currently available in your location.',
    );
  });

  it('shows the region notice for the API’s region detail, and ‘Not available for streaming.’ for the licence’s other refusals', () => {
    const region = asInstance(
      errorForStatus(403, { detail: RIGHTS_MESSAGES.territory.api }, video),
      StreamForbiddenError,
    );
    expect(region.reason).toBe('region');
    expect(region.message).toBe('We’re sorry, but this recording is not currently available in your location.');
    const refusals: StreamRefusal[] = [
      { ok: false, reason: 'nothing', at: null },
      { ok: false, reason: 'medium', at: null },
      { ok: false, reason: 'not-yet', at: new Date('2027-06-01T05:00:00Z') },
      { ok: false, reason: 'embargo', at: new Date('2027-06-01T23:00:00Z') },
      { ok: false, reason: 'ended', at: new Date('2027-06-01T05:00:00Z') },
    ];
    for (const refusal of refusals) {
      for (const context of [audio, video]) {
        const error = asInstance(
          errorForStatus(403, { detail: refusalDetail(refusal, context.medium) }, context),
          StreamForbiddenError,
        );
        expect(error.reason).toBe('unavailable');
        expect(error.message).toBe('Not available for streaming.');
        expect(error.notice.show.kind).toBe(context.medium === 'audio' ? 'flash' : 'inline');
      }
    }
  });

  it("reads 'Not found' for a 404 and the network alert for other statuses", () => {
    expect(errorForStatus(404, { detail: 'Not found.' }, audio)).toBeInstanceOf(NotFoundError);
    expect(errorForStatus(404, undefined, { call: 'other' }).message).toBe('Not found');
    const serverError = asInstance(errorForStatus(502, { detail: 'Bad gateway' }, { call: 'other' }), ApiError);
    expect([serverError.status, serverError.detail, serverError.message]).toEqual([502, 'Bad gateway', NETWORK]);
    expect(errorForStatus(401, undefined, { call: 'other' }).message).toBe(NETWORK);
  });

  it('gives a live stream its own message for failures other than sign-in and region', () => {
    const livestream = { call: 'livestream', streamErrorMessage: 'Back soon.' } as const;
    expect(errorForStatus(500, undefined, livestream).message).toBe('Back soon.');
    expect(errorForStatus(404, undefined, { call: 'livestream', streamErrorMessage: null }).message).toBe(
      'This livestream can not be played.',
    );
    expect(errorForStatus(401, undefined, livestream).message).toBe('You must be signed in to view this video.');
    expect(errorForStatus(500, undefined, livestream).cause).toBeInstanceOf(ApiError);
  });

  it('reads the detail, else the first non-field error, of an error body', () => {
    expect(detailOf({ detail: 'x' })).toBe('x');
    expect(detailOf({ non_field_errors: ['first', 'second'] })).toBe('first');
    expect(detailOf({ email: ['Enter a valid email address.'] })).toBeUndefined();
    expect(detailOf('<html>')).toBeUndefined();
  });

  it('reads a body as the contract’s error answer does, though without zod', () => {
    const texts = fc.array(fc.string(), { maxLength: 3 });
    const field = fc.oneof(fc.string(), texts, fc.jsonValue());
    const answerLike = fc.record(
      { detail: fc.oneof(fc.string(), fc.jsonValue()), non_field_errors: fc.oneof(texts, fc.jsonValue()) },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.tuple(answerLike, fc.dictionary(fc.string(), field, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a })),
    );
    fc.assert(
      fc.property(body, (value) => {
        const parsed = ErrorAnswerSchema.safeParse(value);
        const expected = parsed.success ? (parsed.data.detail ?? parsed.data.non_field_errors?.[0]) : undefined;
        expect(detailOf(value)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('classifies a fetch Response, with a JSON body or without one', async () => {
    const json = new Response(JSON.stringify({ detail: 'Verify your email first.' }), { status: 403 });
    expect(asInstance(await errorForResponse(json, audio), StreamForbiddenError).reason).toBe('verify');
    const html = new Response('<h1>Bad gateway</h1>', { status: 502 });
    expect(await errorForResponse(html, audio)).toBeInstanceOf(ApiError);
    expect(await errorForResponse(new Response(null, { status: 404 }), audio)).toBeInstanceOf(NotFoundError);
  });

  it('makes a throw a network error, keeps handled errors, and silences aborts', () => {
    const thrown = new TypeError('Failed to fetch');
    const network = errorForThrown(thrown);
    expect(network).toBeInstanceOf(NetworkError);
    expect(network.cause).toBe(thrown);
    expect(network.message).toBe(NETWORK);
    expect(network.notice.show).toEqual({ kind: 'alert' });
    const handled = new NoStreamLinksError();
    expect(errorForThrown(handled)).toBe(handled);
    const aborted = errorForThrown(new DOMException('The operation was aborted.', 'AbortError'));
    expect(aborted).toBeInstanceOf(RequestAbortedError);
    expect(aborted.notice.show).toEqual({ kind: 'silent' });
    expect(errorForThrown('a string')).toBeInstanceOf(NetworkError);
  });
});

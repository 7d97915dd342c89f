import { describe, expect, it } from 'vitest';
import { InvalidAnswerError, NetworkError, NotFoundError } from '../../../src/lib/errors/api-errors.ts';
import { LivestreamUnplayableError, NoStreamLinksError } from '../../../src/lib/errors/stream-errors.ts';
import { readStreamResult, streamFetchOutcome } from '../../../src/lib/streams/fetch-outcome.ts';

const audio = { call: 'stream', medium: 'audio' } as const;
const video = { call: 'stream', medium: 'video' } as const;
const answer = {
  stream_links: {
    broadband_standard_dynamics: 'https://media.test/b.m4a',
    cellular_standard_dynamics: 'https://media.test/c.m4a',
  },
  expires: '2026-11-21T18:00:00Z',
};

describe('stream fetch outcome', () => {
  it('succeeds with the links of an answer the medium can play', async () => {
    expect(await streamFetchOutcome({ status: 200, body: answer }, audio)).toEqual({
      state: { status: 'success', links: answer.stream_links, expires: answer.expires },
      error: null,
      rememberPath: false,
    });
  });

  it("makes a 401 a 'user' failure with the 5 s sign-in flash, and remembers the path", async () => {
    const outcome = await streamFetchOutcome(
      { status: 401, body: { detail: 'Authentication credentials were not provided.' } },
      audio,
    );
    expect(outcome.state).toMatchObject({ status: 'failure', kind: 'user' });
    expect(outcome.error?.notice).toEqual({
      code: 'stream-sign-in-required',
      message: 'You need to be signed in to play that performance.',
      show: { kind: 'flash', ms: 5_000 },
    });
    expect(outcome.rememberPath).toBe(true);
    const onVideo = await streamFetchOutcome({ status: 401, body: undefined }, video);
    expect(onVideo.state).toMatchObject({
      status: 'failure',
      kind: 'user',
      notice: { message: 'You must be signed in to view this video.' },
    });
  });

  it("makes an unverified 403 a 'user' failure with the not-verified message", async () => {
    const outcome = await streamFetchOutcome(
      { status: 403, body: { detail: 'Please verify your email address.' } },
      audio,
    );
    expect(outcome.state).toMatchObject({ status: 'failure', kind: 'user' });
    expect(outcome.error?.message).toBe('Your email is not verified! Check your inbox for an email from us.');
    expect(outcome.rememberPath).toBe(false);
  });

  it("makes a region 403 a 'rights' failure with the region message of the medium", async () => {
    const onAudio = await streamFetchOutcome({ status: 403, body: { detail: 'Not available here.' } }, audio);
    expect(onAudio.state).toMatchObject({ status: 'failure', kind: 'rights' });
    expect(onAudio.error?.message).toBe(
      'We’re sorry, but this performance is not currently available in your location.',
    );
    const onVideo = await streamFetchOutcome({ status: 403, body: {} }, video);
    expect(onVideo.state).toMatchObject({
      status: 'failure',
      kind: 'rights',
      notice: {
        message: 'We’re sorry, but this recording is not currently available in your location.',
        show: { kind: 'inline' },
      },
    });
  });

  it('returns to none, with the right error, for every other result', async () => {
    const cases = [
      [await streamFetchOutcome({ thrown: new TypeError('Failed to fetch') }, audio), NetworkError],
      [await streamFetchOutcome({ status: 404, body: { detail: 'Not found.' } }, audio), NotFoundError],
      [await streamFetchOutcome({ status: 200, body: { stream_links: {} } }, audio), InvalidAnswerError],
      [
        await streamFetchOutcome({ status: 200, body: { ...answer, stream_links: { hls: 'h' } } }, audio),
        NoStreamLinksError,
      ],
      [await streamFetchOutcome({ status: 200, body: answer }, video), NoStreamLinksError],
      [
        await streamFetchOutcome({ status: 500, body: undefined }, { call: 'livestream', streamErrorMessage: null }),
        LivestreamUnplayableError,
      ],
    ] as const;
    for (const [outcome, type] of cases) {
      expect(outcome.state).toEqual({ status: 'none' });
      expect(outcome.error).toBeInstanceOf(type);
      expect(outcome.rememberPath).toBe(false);
    }
  });

  it('reads a request into a status and JSON body, or what it threw', async () => {
    const ok = await readStreamResult(() => Promise.resolve(Response.json(answer)));
    expect(ok).toEqual({ status: 200, body: answer });
    expect(await readStreamResult(() => Promise.resolve(new Response('oops', { status: 500 })))).toEqual({
      status: 500,
      body: undefined,
    });
    const thrown = new TypeError('Failed to fetch');
    expect(await readStreamResult(() => Promise.reject(thrown))).toEqual({ thrown });
  });
});

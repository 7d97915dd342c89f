import { describe, expect, it } from 'vitest';
import {
  fetchLiveLinks,
  liveLinksUrl,
  signedOutAnswer,
} from '../../../../../src/features/live/lib/fetch-live-links.ts';
import type { LivePlayback } from '../../../../../src/features/live/lib/live-target.ts';
import { fakeFetch, json, type FakeAnswer } from '../../../auth-client/support/fake-fetch.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

const API = 'https://api.example.test/api/2';
const UUID = '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70';
const LINKS = { stream_links: { hls: 'https://media.example.test/live/index.m3u8' }, expires: '2026-11-21T18:00:00Z' };

const NOW = new Date('2026-12-05T02:00:00Z');

async function outcomeOf(answer: FakeAnswer, streamErrorMessage = '', playback: LivePlayback = 'livestream') {
  const server = fakeFetch(() => answer);
  const stream = buildLiveStream({ stream_error_message: streamErrorMessage, can_replay: true });
  const outcome = await fetchLiveLinks({
    fetch: server.fetch,
    apiBase: API,
    stream,
    playback,
    signedIn: true,
    now: NOW,
  });
  return { outcome, server };
}

/** A signed-out visitor's fetch of a stream's links: what it shows, and what it asked the server. */
async function signedOutOutcome(stream: ReturnType<typeof buildLiveStream>, playback: LivePlayback = 'livestream') {
  const server = fakeFetch(() => json(200, LINKS));
  const request = { fetch: server.fetch, apiBase: API, stream, playback, signedIn: false, now: NOW };
  return { outcome: await fetchLiveLinks(request), requests: server.requests };
}

describe('fetchLiveLinks', () => {
  it('asks /stream/livestream/{uuid}/ for the live feed and /stream/livestream-replay/{uuid}/ for the replay', async () => {
    const live = await outcomeOf(json(200, LINKS));
    const replay = await outcomeOf(json(200, LINKS), '', 'livestream-replay');
    expect(live.server.requests[0]?.url).toBe(`${API}/stream/livestream/${UUID}/?format=json`);
    expect(replay.server.requests[0]?.url).toBe(liveLinksUrl(API, { uuid: UUID }, 'livestream-replay'));
    expect(replay.server.requests[0]?.url).toBe(`${API}/stream/livestream-replay/${UUID}/?format=json`);
  });

  it('answers the links on success', async () => {
    const { outcome } = await outcomeOf(json(200, LINKS));
    expect(outcome).toEqual({
      state: { status: 'success', links: LINKS.stream_links, expires: LINKS.expires },
      error: null,
      rememberPath: false,
    });
  });

  it("shows the error answer's stream_error_message first", async () => {
    const { outcome } = await outcomeOf(
      json(409, { detail: 'x', stream_error_message: 'Back shortly.' }),
      'Own message.',
    );
    expect(outcome.error?.message).toBe('Back shortly.');
    expect(outcome.state).toEqual({ status: 'none' });
  });

  it("falls back to the stream's own message, then to 'This livestream can not be played.'", async () => {
    expect((await outcomeOf(json(404, { detail: 'Not found.' }), 'Own message.')).outcome.error?.message).toBe(
      'Own message.',
    );
    expect((await outcomeOf(json(500))).outcome.error?.message).toBe('This livestream can not be played.');
  });

  it('treats an answer without an HLS link as unplayable', async () => {
    const { outcome } = await outcomeOf(json(200, { stream_links: {}, expires: LINKS.expires }));
    expect(outcome.error?.message).toBe('This livestream can not be played.');
  });

  it("answers 401 with the video area's sign-in message, a 'user' failure, and remembers the page", async () => {
    const { outcome } = await outcomeOf(json(401, { detail: 'Authentication credentials were not provided.' }));
    expect(outcome.error?.message).toBe('You must be signed in to view this video.');
    expect(outcome.state).toMatchObject({ status: 'failure', kind: 'user' });
    expect(outcome.rememberPath).toBe(true);
  });

  it('answers 403 by its detail: unverified email or region', async () => {
    const unverified = (await outcomeOf(json(403, { detail: 'Please verify your email.' }))).outcome;
    const region = (await outcomeOf(json(403, { detail: 'Not in your region.' }))).outcome;
    expect(unverified.state).toMatchObject({ status: 'failure', kind: 'user' });
    expect(region.state).toMatchObject({ status: 'failure', kind: 'rights' });
    expect(region.error?.message).toBe('We’re sorry, but this recording is not currently available in your location.');
  });

  it('answers a network failure with the network alert and asks again next time', async () => {
    const { outcome } = await outcomeOf({ fail: new TypeError('Failed to fetch') });
    expect(outcome.error?.message).toBe(
      'Sorry, there was a problem contacting our servers! Try back in a few minutes.',
    );
    expect(outcome.state).toEqual({ status: 'none' });
  });
});

describe('a signed-out visitor (no request that can only fail)', () => {
  it("is asked to sign in without a request, as the server's 401 would", async () => {
    const { outcome, requests } = await signedOutOutcome(buildLiveStream({ stream_error_message: '' }));
    expect(requests).toEqual([]);
    expect(outcome.error?.message).toBe('You must be signed in to view this video.');
    expect(outcome.state).toMatchObject({ status: 'failure', kind: 'user' });
    expect(outcome.rememberPath).toBe(true);
  });

  it("reads the stream's own message first, as the server answers it before its sign-in check", async () => {
    const { outcome, requests } = await signedOutOutcome(buildLiveStream({ stream_error_message: 'Back shortly.' }));
    expect(requests).toEqual([]);
    expect(outcome.error?.message).toBe('Back shortly.');
    expect(outcome.state).toEqual({ status: 'none' });
    expect(outcome.rememberPath).toBe(false);
  });

  it('reads the replay rule too: no replay, or the replay over', async () => {
    const start = '2026-12-01T01:30:00Z';
    const noReplay = await signedOutOutcome(buildLiveStream({ can_replay: false }), 'livestream-replay');
    const over = await signedOutOutcome(
      buildLiveStream({ can_replay: true, start_date_time: start, replay_end_time: '2026-12-05T02:00:00Z' }),
      'livestream-replay',
    );
    expect([noReplay.requests, over.requests]).toEqual([[], []]);
    expect(noReplay.outcome.error?.message).toBe('This live stream has no replay.');
    expect(over.outcome.error?.message).toBe('The replay of this live stream has ended.');
  });

  it('asks for a sample stream, which plays without sign-in', async () => {
    const { outcome, requests } = await signedOutOutcome(buildLiveStream({ is_sample_stream: true }));
    expect(requests).toHaveLength(1);
    expect(outcome.state).toMatchObject({ status: 'success' });
  });

  it('is not what a signed-in visitor gets: that one always asks', () => {
    const stream = buildLiveStream({ stream_error_message: 'Back shortly.' });
    const request = { fetch: fakeFetch(() => json(200, LINKS)).fetch, apiBase: API, stream, now: NOW };
    expect(signedOutAnswer({ ...request, playback: 'livestream', signedIn: true })).toBeNull();
    expect(signedOutAnswer({ ...request, playback: 'livestream', signedIn: false })).toEqual({
      status: 409,
      body: { detail: 'Back shortly.', stream_error_message: 'Back shortly.' },
    });
  });
});

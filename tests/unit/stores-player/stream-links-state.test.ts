import '../stores/support/storage-stub.ts';
import { allTasks } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $redirectTo } from '../../../src/stores/redirect-to.ts';
import { signIn } from '../../../src/stores/session.ts';
import {
  $streamFetches,
  fetchStreamLinks,
  onStreamLinksRetried,
  streamFetchStateOf,
  streamLinksUrl,
} from '../../../src/stores/stream-links-state.ts';
import type { StreamTarget } from '../../../src/lib/streams/fetch-state.ts';
import { fakeFetch, json } from '../auth-client/support/fake-fetch.ts';
import type { FakeRoute } from '../auth-client/support/fake-fetch.ts';
import { shownFlashes } from '../stores/support/store-reset.ts';
import { PAGE, resetPlayerStores } from './support/player-reset.ts';
import { audioAnswer, recordingUrl, videoAnswer } from './support/stream-answers.ts';
import { buildSession } from '../../support/contract-builders.ts';

vi.mock('../../../src/config/site.ts', () => import('../support/site-config.ts'));
// The reporter's mocks are kept here, so that tests read them as functions rather than as methods of the module's object.
const errorReporter = vi.hoisted(() => ({ captureError: vi.fn(), captureResponse: vi.fn() }));
vi.mock('../../../src/lib/error-reporting/site-error-reporter.ts', () => ({ errorReporter }));

const UUID = '6f1c0000-0000-4000-8000-000000000001';
const AUDIO: StreamTarget = { kind: 'recording', uuid: UUID, medium: 'audio' };
const VIDEO: StreamTarget = { kind: 'recording', uuid: UUID, medium: 'video' };
const alert = vi.fn();

function serve(route: FakeRoute) {
  const server = fakeFetch(route);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.stubGlobal('alert', alert);
  vi.stubGlobal('location', PAGE);
});

afterEach(async () => {
  await resetPlayerStores();
  vi.clearAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetching stream links on demand', () => {
  it('asks /stream/recording/{uuid}/ with the bearer token and keeps the links', async () => {
    signIn(buildSession());
    const server = serve((request) => (request.url === recordingUrl(UUID) ? audioAnswer(UUID) : null));
    const pending = fetchStreamLinks(AUDIO);
    expect(streamFetchStateOf(AUDIO)).toEqual({ status: 'in_progress' });
    const state = await pending;
    expect(state).toMatchObject({ status: 'success', expires: '2026-11-21T18:00:00.000Z' });
    expect(server.requests[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(streamLinksUrl(AUDIO)).toBe(
      'https://api.example.test/api/2/stream/recording/6f1c0000-0000-4000-8000-000000000001/?format=json',
    );
  });

  it('shares a fetch under way and answers unexpired links without asking again', async () => {
    signIn(buildSession());
    const server = serve(() => audioAnswer(UUID));
    const [first, second] = await Promise.all([fetchStreamLinks(AUDIO), fetchStreamLinks(AUDIO)]);
    expect(first).toBe(second);
    await fetchStreamLinks(AUDIO);
    expect(server.requests).toHaveLength(1);
  });

  it('asks again once the links have expired', async () => {
    signIn(buildSession());
    const server = serve(() => audioAnswer(UUID, '2026-11-21T12:10:00.000Z'));
    await fetchStreamLinks(AUDIO);
    await fetchStreamLinks(AUDIO, new Date('2026-11-21T12:10:01Z'));
    expect(server.requests).toHaveLength(2);
  });

  it('keeps audio and video states apart for the same recording', async () => {
    signIn(buildSession());
    serve((request) => (request.url === recordingUrl(UUID) ? videoAnswer(UUID) : null));
    expect(await fetchStreamLinks(VIDEO)).toMatchObject({ status: 'success' });
    // A video answer has no audio link: 'No stream links', and the audio target stays 'none'.
    expect(await fetchStreamLinks(AUDIO)).toEqual({ status: 'none' });
    expect(shownFlashes()).toEqual([['No stream links', 8000]]);
  });
});

describe('failures (spec section 8)', () => {
  it('signed out: a user failure, the sign-in flash for 5 s and the path under redirectTo, without a request', async () => {
    const server = serve(() => audioAnswer(UUID));
    const state = await fetchStreamLinks(AUDIO);
    expect(state).toMatchObject({ status: 'failure', kind: 'user' });
    expect(shownFlashes()).toEqual([['You need to be signed in to play that performance.', 5000]]);
    expect($redirectTo.get()).toBe('/music/concert-library/composition/symphony-no-5?from=list');
    // The server answers 401 to every stream without sign-in: nothing is asked that can only fail.
    expect(server.requests).toHaveLength(0);
  });

  it('a 401 to a signed-in visitor (a refused token) is the same user failure, and is reported', async () => {
    signIn(buildSession());
    serve(() => json(401, { detail: 'Given token not valid for any token type' }));
    const state = await fetchStreamLinks(AUDIO);
    expect(state).toMatchObject({ status: 'failure', kind: 'user' });
    expect(shownFlashes()).toEqual([['You need to be signed in to play that performance.', 5000]]);
    expect(errorReporter.captureResponse).toHaveBeenCalledWith(
      { url: recordingUrl(UUID), status: 401 },
      { area: 'stream-links' },
    );
  });

  it('401 for a video: the video area says so (no flash) and the path is remembered', async () => {
    serve(() => json(401, {}));
    const state = await fetchStreamLinks(VIDEO);
    expect(state).toMatchObject({
      status: 'failure',
      kind: 'user',
      notice: { message: 'You must be signed in to view this video.' },
    });
    expect(shownFlashes()).toEqual([]);
    expect($redirectTo.get()).toBe('/music/concert-library/composition/symphony-no-5?from=list');
  });

  it('403 with "verify": a user failure with the not-verified message', async () => {
    signIn(buildSession());
    serve(() => json(403, { detail: 'Please verify your email address.' }));
    expect(await fetchStreamLinks(AUDIO)).toMatchObject({ status: 'failure', kind: 'user' });
    expect(shownFlashes()[0]?.[0]).toBe('Your email is not verified! Check your inbox for an email from us.');
  });

  it('other 403: a rights failure with the region message', async () => {
    signIn(buildSession());
    serve(() => json(403, { detail: 'Not available in your region.' }));
    expect(await fetchStreamLinks(AUDIO)).toMatchObject({ status: 'failure', kind: 'rights' });
    expect(shownFlashes()[0]?.[0]).toBe(
      'We’re sorry, but this performance is not currently available in your location.',
    );
    expect(await fetchStreamLinks(VIDEO)).toMatchObject({
      notice: { message: 'We’re sorry, but this recording is not currently available in your location.' },
    });
  });

  it('no answer: the network-failure alert, and the next click asks again', async () => {
    signIn(buildSession());
    const server = serve(() => ({ fail: new TypeError('Failed to fetch') }));
    expect(await fetchStreamLinks(AUDIO)).toEqual({ status: 'none' });
    expect(alert).toHaveBeenCalledWith('Sorry, there was a problem contacting our servers! Try back in a few minutes.');
    expect(errorReporter.captureResponse).not.toHaveBeenCalled();
    await fetchStreamLinks(AUDIO);
    expect(server.requests).toHaveLength(2);
  });
});

describe('retrying after sign-in (spec section 4)', () => {
  it("fetches every 'user' failure again when the visitor signs in, and says so", async () => {
    const server = serve((request) =>
      request.headers.get('Authorization') === null
        ? json(401, {})
        : request.url === recordingUrl(UUID)
          ? audioAnswer(UUID)
          : null,
    );
    const retried = vi.fn();
    const stop = onStreamLinksRetried(retried);
    await fetchStreamLinks(AUDIO);
    expect(streamFetchStateOf(AUDIO)).toMatchObject({ status: 'failure', kind: 'user' });
    signIn(buildSession());
    await allTasks();
    await vi.waitFor(() => expect(streamFetchStateOf(AUDIO)).toMatchObject({ status: 'success' }));
    await vi.waitFor(() => expect(retried).toHaveBeenCalledWith(AUDIO, expect.objectContaining({ status: 'success' })));
    // The signed-out attempt asks nothing; the retry after sign-in asks once.
    expect(server.requests).toHaveLength(1);
    stop();
  });

  it('does not retry rights failures, nor on a token refresh of a signed-in visitor', async () => {
    signIn(buildSession());
    const server = serve(() => json(403, { detail: 'region' }));
    await fetchStreamLinks(AUDIO);
    signIn(buildSession({ token: 'access-2', access: 'access-2' }));
    await allTasks();
    expect(server.requests).toHaveLength(1);
    expect(Object.keys($streamFetches.get())).toHaveLength(1);
  });
});

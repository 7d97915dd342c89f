import '../stores/support/storage-stub.ts';
import { allTasks } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToQueue, playFrom, playMovement, playNow } from '../../../src/stores/player/actions.ts';
import { playerAudioElement } from '../../../src/stores/player/audio-element.ts';
import { CompositionCheckError, compositionExists, startPlayer } from '../../../src/stores/player/controls.ts';
import { $playback } from '../../../src/stores/player/playback.ts';
import { $currentItem, $queue, resume } from '../../../src/stores/player/queue.ts';
import { keepPosition } from '../../../src/stores/player/resume-positions.ts';
import type { PlayRequest } from '../../../src/lib/player/queue-item.ts';
import { $redirectTo } from '../../../src/stores/redirect-to.ts';
import { signIn } from '../../../src/stores/session.ts';
import { fakeFetch, json } from '../auth-client/support/fake-fetch.ts';
import type { FakeRoute } from '../auth-client/support/fake-fetch.ts';
import { makeItem } from '../player/support/queue-items.ts';
import { shownFlashes } from '../stores/support/store-reset.ts';
import { FakeAudio } from './support/fake-audio.ts';
import { FakeMediaSession } from './support/fake-media-session.ts';
import { PAGE, resetPlayerStores } from './support/player-reset.ts';
import { API, audioAnswer, recordingUrl } from './support/stream-answers.ts';
import { buildSession } from '../../support/contract-builders.ts';

vi.mock('../../../src/config/site.ts', () => import('../support/site-config.ts'));
// The reporter's mocks are kept here, so that tests read them as functions rather than as methods of the module's object.
const errorReporter = vi.hoisted(() => ({ captureError: vi.fn(), captureResponse: vi.fn() }));
vi.mock('../../../src/lib/error-reporting/site-error-reporter.ts', () => ({ errorReporter }));

/** What a 'Play Performance' button's data-queue-item holds: a queue item without links. */
function request(n: number): PlayRequest {
  const { stream_links: _links, stream_links_expires: _expires, ...rest } = makeItem(n);
  return rest;
}

const mediaSession = new FakeMediaSession();
let audio: FakeAudio;

function serve(route: FakeRoute) {
  const server = fakeFetch(route);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

/** Answers links for every recording, to signed-in visitors only. */
const streamServer: FakeRoute = (seen) => {
  const match = /\/stream\/recording\/([^/]+)\//.exec(seen.url);
  if (match?.[1] === undefined) return null;
  return seen.headers.get('Authorization') === null ? json(401, {}) : audioAnswer(match[1]);
};

/** The browser parts the player uses, which Node lacks. */
function stubBrowser(): void {
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal(
    'MediaMetadata',
    class {
      readonly init: unknown;
      constructor(init: unknown) {
        this.init = init;
      }
    },
  );
  vi.stubGlobal('navigator', { mediaSession });
}

beforeAll(() => {
  stubBrowser();
  startPlayer();
  audio = playerAudioElement() as unknown as FakeAudio;
});

beforeEach(() => {
  stubBrowser();
  vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.stubGlobal('location', PAGE);
  vi.stubGlobal('alert', vi.fn());
});

afterEach(async () => {
  await resetPlayerStores();
  vi.clearAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Play Performance and Add to queue', () => {
  it('fetches the links with the bearer token, then appends the item and plays it', async () => {
    signIn(buildSession());
    const server = serve(streamServer);
    await playNow(request(1));
    expect(server.requests.map((seen) => seen.url)).toEqual([recordingUrl(makeItem(1).recording_uuid)]);
    expect($queue.get()).toMatchObject({ current: 0, status: 'playing' });
    expect($currentItem.get()).toMatchObject({ performance_id: 201, stream_links_expires: '2026-11-21T18:00:00.000Z' });
    expect(audio.src).toBe(`https://media.example.test/audio/${makeItem(1).recording_uuid}/broadband.m4a?sig=abc`);
    expect(mediaSession.playbackState).toBe('playing');
  });

  it('adds to the queue without playing', async () => {
    signIn(buildSession());
    serve(streamServer);
    await playNow(request(1));
    await addToQueue(request(2));
    expect($queue.get()).toMatchObject({ current: 0, status: 'playing' });
    expect($queue.get().items.map((item) => item.performance_id)).toEqual([201, 202]);
  });

  it('signed out: the sign-in flash and redirectTo, nothing queued; signing in finishes the play', async () => {
    serve(streamServer);
    await playNow(request(3));
    expect($queue.get().items).toEqual([]);
    expect(shownFlashes()).toEqual([['You need to be signed in to play that performance.', 5000]]);
    expect($redirectTo.get()).toBe('/music/concert-library/composition/symphony-no-5?from=list');
    signIn(buildSession());
    await allTasks();
    await vi.waitFor(() => expect($queue.get()).toMatchObject({ current: 0, status: 'playing' }));
    expect($currentItem.get()?.performance_id).toBe(203);
  });
});

describe('where the visitor left a performance', () => {
  it('an item that waits on the bar shows its saved position, and Play starts there', async () => {
    signIn(buildSession());
    serve(streamServer);
    keepPosition(makeItem(11).recording_uuid, 42.6, 90);
    await addToQueue(request(11));
    expect($playback.get().position).toBe(42);
    resume();
    expect(audio.currentTime).toBe(42);
  });

  it('Play Performance starts from the beginning, with Resume at beside it for the saved position', async () => {
    signIn(buildSession());
    serve(streamServer);
    keepPosition(makeItem(12).recording_uuid, 42.6, 90);
    await playNow(request(12));
    expect($queue.get().status).toBe('playing');
    expect(audio.currentTime).toBe(0);
    expect($playback.get().position).toBe(0);
  });
});

describe('playing a movement', () => {
  it('starts another performance at the movement’s cue point', async () => {
    signIn(buildSession());
    serve(streamServer);
    await playMovement(request(4), 1);
    expect($currentItem.get()?.performance_id).toBe(204);
    expect(audio.currentTime).toBe(30);
  });

  it('moves the performance on the bar to the movement and plays, without fetching', async () => {
    signIn(buildSession());
    const server = serve(streamServer);
    await addToQueue(request(5));
    await playMovement(request(5), 1);
    expect(server.requests).toHaveLength(1);
    expect($queue.get()).toMatchObject({ current: 0, status: 'playing' });
    expect(audio.currentTime).toBe(30);
  });

  it('ignores a movement that does not exist', async () => {
    const server = serve(streamServer);
    await playMovement(request(6), 9);
    expect(server.requests).toEqual([]);
  });
});

describe('playing from a point (Resume at, a shared moment)', () => {
  it('starts another performance at that time', async () => {
    signIn(buildSession());
    serve(streamServer);
    await playFrom(request(7), 42);
    expect($currentItem.get()?.performance_id).toBe(207);
    expect($queue.get().status).toBe('playing');
    expect(audio.currentTime).toBe(42);
  });

  it('moves the performance on the bar there, without fetching again', async () => {
    signIn(buildSession());
    const server = serve(streamServer);
    await addToQueue(request(8));
    await playFrom(request(8), 61);
    expect(server.requests).toHaveLength(1);
    expect($queue.get()).toMatchObject({ current: 0, status: 'playing' });
    expect(audio.currentTime).toBe(61);
  });

  it('signed out, remembers the time and starts there once signing in retries the links', async () => {
    serve(streamServer);
    await playFrom(request(9), 50);
    expect($queue.get().items).toEqual([]);
    signIn(buildSession());
    await allTasks();
    await vi.waitFor(() => expect($queue.get()).toMatchObject({ current: 0, status: 'playing' }));
    expect(audio.currentTime).toBe(50);
  });

  it('ignores a time outside the recording', async () => {
    const server = serve(streamServer);
    for (const seconds of [-1, 90, 500, Number.NaN]) await playFrom(request(10), seconds);
    expect(server.requests).toEqual([]);
    expect($queue.get().items).toEqual([]);
  });
});

describe('compositionExists (the start-up check)', () => {
  it('is false for a 404, true for an ok answer', async () => {
    serve((seen) => (seen.url === `${API}/compositions/gone/?format=json` ? json(404, {}) : json(200, { id: 1 })));
    await expect(compositionExists('gone')).resolves.toBe(false);
    await expect(compositionExists('here')).resolves.toBe(true);
  });

  it('rejects, and reports, when the answer cannot tell', async () => {
    serve(() => json(502, {}));
    await expect(compositionExists('x')).rejects.toBeInstanceOf(CompositionCheckError);
    expect(errorReporter.captureResponse).toHaveBeenCalledWith(
      { url: `${API}/compositions/x/?format=json`, status: 502 },
      { area: 'queue-restore' },
    );
  });
});

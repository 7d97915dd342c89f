import '../../../stores/support/storage-stub.ts';
import { allTasks } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../auth-client/support/fake-fetch.ts';
import { memoryLocalStorage, memorySessionStorage } from '../../../stores/support/storage-stub.ts';
import { serveApi } from './support/live-api.ts';
import { buildLiveStream, buildSession } from '../../../../support/contract-builders.ts';

vi.mock('../../../../../src/config/site.ts', () => import('../../../support/site-config.ts'));

const NOW = new Date('2026-11-21T12:00:00Z');
const stream = buildLiveStream({ stream_error_message: '' });
const LIVE_URL = `https://api.example.test/api/2/stream/livestream/${stream.uuid}/?format=json`;
const LINKS = { stream_links: { hls: 'https://media.example.test/live/index.m3u8' }, expires: '2026-11-21T18:00:00Z' };

/** The stores as a new page load finds them: signed out, nothing asked. */
async function pageLoad() {
  vi.resetModules();
  const links = await import('../../../../../src/features/live/stores/live-links.ts');
  const sessions = await import('../../../../../src/stores/session.ts');
  const redirect = await import('../../../../../src/stores/redirect-to.ts');
  return { ...links, ...sessions, ...redirect };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  memoryLocalStorage.clear();
  memorySessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadLiveLinks', () => {
  it('loads the session and the fetching code only when links are first asked for', async () => {
    serveApi(() => json(200, LINKS));
    let sessionLoaded = false;
    vi.resetModules();
    vi.doMock('../../../../../src/stores/session.ts', async (original) => {
      sessionLoaded = true;
      return original();
    });
    const { $liveLinks, liveLinksKey, loadLiveLinks } =
      await import('../../../../../src/features/live/stores/live-links.ts');
    const stop = $liveLinks.listen(() => undefined);
    expect($liveLinks.get()).toEqual({});
    expect(sessionLoaded).toBe(false);
    await loadLiveLinks({ ...stream, is_sample_stream: true }, 'livestream');
    expect(sessionLoaded).toBe(true);
    expect($liveLinks.get()[liveLinksKey(stream, 'livestream')]).toMatchObject({ status: 'success' });
    stop();
    vi.doUnmock('../../../../../src/stores/session.ts');
  });

  it('fetches the live feed once and keeps its links', async () => {
    const requests = serveApi(() => json(200, LINKS));
    const { $liveLinks, liveLinksKey, loadLiveLinks, signIn } = await pageLoad();
    signIn(buildSession());
    await Promise.all([loadLiveLinks(stream, 'livestream'), loadLiveLinks(stream, 'livestream')]);
    await loadLiveLinks(stream, 'livestream');
    expect(requests.map((request) => request.url)).toEqual([LIVE_URL]);
    expect($liveLinks.get()[liveLinksKey(stream, 'livestream')]).toEqual({
      status: 'success',
      links: LINKS.stream_links,
      expires: LINKS.expires,
    });
  });

  it("keeps the failure's message for the video area, and clears it when asked again", async () => {
    let answer = json(409, { stream_error_message: 'We hope to be back shortly.' });
    serveApi(() => answer);
    const { $liveLinkNotices, liveLinksKey, loadLiveLinks, signIn } = await pageLoad();
    signIn(buildSession());
    await loadLiveLinks(stream, 'livestream');
    const key = liveLinksKey(stream, 'livestream');
    expect($liveLinkNotices.get()[key]?.message).toBe('We hope to be back shortly.');
    answer = json(200, LINKS);
    await loadLiveLinks(stream, 'livestream');
    expect($liveLinkNotices.get()[key]).toBeUndefined();
  });

  it('remembers the page under redirectTo on a 401', async () => {
    serveApi(() => json(401, { detail: 'Authentication credentials were not provided.' }));
    vi.stubGlobal('window', {
      location: { pathname: '/music/concert-library/live-stream/winter-serenade', search: '', hash: '' },
    });
    const { $redirectTo, $liveLinks, liveLinksKey, loadLiveLinks, signIn } = await pageLoad();
    // A session the server no longer accepts.
    signIn(buildSession());
    await loadLiveLinks(stream, 'livestream');
    expect($liveLinks.get()[liveLinksKey(stream, 'livestream')]).toMatchObject({ status: 'failure', kind: 'user' });
    expect($redirectTo.get()).toBe('/music/concert-library/live-stream/winter-serenade');
  });

  it('tells a signed-out visitor to sign in without a request, and remembers the page', async () => {
    const requests = serveApi(() => json(200, LINKS));
    vi.stubGlobal('window', {
      location: { pathname: '/music/concert-library/live-stream/winter-serenade', search: '', hash: '' },
    });
    const { $redirectTo, $liveLinks, $liveLinkNotices, liveLinksKey, loadLiveLinks } = await pageLoad();
    await loadLiveLinks(stream, 'livestream');
    expect(requests).toEqual([]);
    const key = liveLinksKey(stream, 'livestream');
    expect($liveLinks.get()[key]).toMatchObject({ status: 'failure', kind: 'user' });
    expect($liveLinkNotices.get()[key]?.message).toBe('You must be signed in to view this video.');
    expect($redirectTo.get()).toBe('/music/concert-library/live-stream/winter-serenade');
  });

  it('asks with the bearer token after sign-in (spec section 4)', async () => {
    const requests = serveApi((request) =>
      request.headers.get('Authorization') === 'Bearer access-1' ? json(200, LINKS) : json(401, { detail: 'Sign in.' }),
    );
    const { $liveLinks, liveLinksKey, loadLiveLinks, signIn, clearSession } = await pageLoad();
    const stop = $liveLinks.listen(() => undefined);
    await loadLiveLinks(stream, 'livestream');
    signIn(buildSession());
    await allTasks();
    // Signed out, nothing was asked: the server could only have answered 401.
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer access-1']);
    expect($liveLinks.get()[liveLinksKey(stream, 'livestream')]).toMatchObject({ status: 'success' });
    stop();
    clearSession();
  });

  it('does not ask again after sign-in for a region failure', async () => {
    const requests = serveApi(() => json(403, { detail: 'Not available in your region.' }));
    const { $liveLinks, loadLiveLinks, signIn, clearSession } = await pageLoad();
    const stop = $liveLinks.listen(() => undefined);
    // A sample stream plays without sign-in, so a signed-out visitor asks and can meet the region rule.
    await loadLiveLinks({ ...stream, is_sample_stream: true }, 'livestream');
    signIn(buildSession());
    await allTasks();
    expect(requests).toHaveLength(1);
    stop();
    clearSession();
  });
});

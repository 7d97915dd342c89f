import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaSignature } from '../../server/src/streams/media-signature.ts';
import { createMediaFixture, type MediaFixture } from './support/stream-fixtures.ts';
import { fetchAnswer, rawGet } from './support/stream-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('media route: paths, types and public files', () => {
  let server: TestServer;
  let media: MediaFixture;

  beforeAll(async () => {
    media = createMediaFixture();
    server = await startTestServer({
      env: { MEDIA_ROOT: media.root, SITE_ORIGIN: 'http://site.test,https://www.site.test' },
    });
  });
  afterAll(() => server.close());

  /** A validly signed prefix for any folder, even a hostile one: the path rules must hold on their own. */
  function signed(folder: string): string {
    const expires = Math.floor(server.clock.now().getTime() / 1000) + 3600;
    return `/media/s/${expires}/${mediaSignature(server.config, expires, folder)}`;
  }

  it('never serves a file outside the media root, however the path is written', async () => {
    const targets = [
      `${signed('..')}/../secret.m4a`,
      `${signed('audio/..')}/audio/../../secret.m4a`,
      `${signed('audio/a01')}/audio/a01/../../../secret.m4a`,
      `${signed('%2e%2e')}/%2e%2e/secret.m4a`,
      `${signed('..')}/%2e%2e/secret.m4a`,
      `${signed('audio')}/audio/%2e%2e%2f%2e%2e%2fsecret.m4a`,
      `${signed('audio')}/audio/%252e%252e%252fsecret.m4a`,
      `${signed('audio')}/audio/..%5c..%5csecret.m4a`,
      `${signed('')}//${media.secret.slice(1)}`,
      `${signed('audio/a01')}/audio/a01/broadband.m4a%00.vtt`,
      `/media/../secret.m4a`,
      `/media/images/../../secret.m4a`,
      `/media/%2e%2e/secret.m4a`,
      `/media/images/%2e%2e%2f%2e%2e%2fsecret.vtt`,
      `/media/.hidden.vtt`,
    ];
    for (const target of targets) {
      const answer = await rawGet(server.url, target);
      expect([400, 403, 404], target).toContain(answer.status);
      expect(answer.body).not.toContain('top secret');
    }
  });

  it.each([
    ['audio/a01', 'broadband.m4a', 'audio/mp4'],
    ['video/v01', 'index.m3u8', 'application/vnd.apple.mpegurl'],
    ['video/v01', 'segment-000.ts', 'video/mp2t'],
    ['video/v01', 'init.mp4', 'video/mp4'],
    ['video/v01', 'part-1.m4s', 'video/mp4'],
    ['video/v01', 'captions.en.vtt', 'text/vtt; charset=utf-8'],
    ['video/v01', 'poster.jpg', 'image/jpeg'],
  ])('serves %s/%s as %s', async (folder, file, type) => {
    const answer = await fetchAnswer(`${server.url}${signed(folder)}/${folder}/${file}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(type);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('does not serve types it does not know, even when signed', async () => {
    expect((await fetchAnswer(`${server.url}${signed('video/v01')}/video/v01/notes.html`)).status).toBe(404);
  });

  it('serves pictures, posters and cue files without a link, cacheable for a week', async () => {
    for (const [path, type] of [
      ['/media/images/people/portrait-01.jpg', 'image/jpeg'],
      ['/media/images/logos/logo-01.png', 'image/png'],
      ['/media/images/manifest.json', 'application/json; charset=utf-8'],
      ['/media/video/v01/captions.en.vtt', 'text/vtt; charset=utf-8'],
      ['/media/video/v01/chapters.vtt', 'text/vtt; charset=utf-8'],
      ['/media/video/v01/poster.jpg', 'image/jpeg'],
    ]) {
      const answer = await fetchAnswer(`${server.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=604800');
    }
  });

  it('refuses audio and video without a link', async () => {
    for (const path of [
      '/media/audio/a01/broadband.m4a',
      '/media/video/v01/index.m3u8',
      '/media/video/v01/segment-000.ts',
    ]) {
      const answer = await fetchAnswer(`${server.url}${path}`);
      expect(answer.status, path).toBe(403);
      expect(answer.body).toEqual({ detail: 'This media needs a signed link.' });
    }
  });

  it('allows the site origins to read media across origins, and no others', async () => {
    const caption = `${server.url}/media/video/v01/captions.en.vtt`;
    for (const origin of ['http://site.test', 'https://www.site.test']) {
      const answer = await fetchAnswer(caption, { headers: { origin } });
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const stranger = await fetchAnswer(caption, { headers: { origin: 'https://evil.test' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const playlist = await fetchAnswer(`${server.url}${signed('video/v01')}/video/v01/index.m3u8`, {
      headers: { origin: 'http://site.test' },
    });
    expect(playlist.headers.get('access-control-allow-origin')).toBe('http://site.test');
  });
});

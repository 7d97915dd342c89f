import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MasterSchema, MasterWaveformSchema, STUDIO_PATHS } from '../../src/lib/studio/contract.ts';
import type { Master } from '../../src/lib/studio/masters.ts';
import { freePort } from '../../scripts/site/demo-api.ts';
import { mediaStoreOf } from '../../server/src/storage/media-storage.ts';
import { startLocalS3, type LocalS3 } from '../support/local-s3.ts';
import { makeMedia, pictureInput, sineInput, useMediaFolder } from '../support/media-fixtures.ts';
import { startStallingProxy, type StallingProxy } from '../support/stalling-proxy.ts';
import { closeMediaServer, madeMaster, mediaServer, uploadMaster } from './support/master-requests.ts';
import { fetchAnswer } from './support/stream-requests.ts';
import { expectStatus, studio } from './support/studio-requests.ts';

const WEBVTT = ['WEBVTT', '', '00:00.000 --> 00:01.000', 'Welcome.', ''].join('\n');

/** Seconds one request to the bucket may take in these tests: a stalled bucket must answer 503 well within a test. */
const TIMEOUT_SECONDS = 1;

/**
 * Media kept in an S3-compatible bucket (MEDIA_BUCKET), over real HTTP on SQLite and PostgreSQL: a local S3
 * (s3rver) reached through a relay that can be made to stop answering.
 */
describe('media in a bucket', () => {
  const media = useMediaFolder();
  let s3: LocalS3;
  let relay: StallingProxy;
  let place: Awaited<ReturnType<typeof mediaServer>>;
  let sound: Master;
  let waveformAudio: string;

  const waveform = async (id: number) =>
    studio(place.server, 'GET', STUDIO_PATHS.masterWaveform(id), { token: place.staff.token });

  beforeAll(async () => {
    s3 = await startLocalS3('media');
    relay = await startStallingProxy(s3.env['AWS_ENDPOINT_URL_S3'] ?? '');
    place = await mediaServer('worker', {
      ...s3.env,
      AWS_ENDPOINT_URL_S3: relay.url,
      MEDIA_BUCKET: s3.bucket,
      MEDIA_BUCKET_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    });
    const wav = await makeMedia(media(), 'night.wav', sineInput(3));
    const master = await uploadMaster(place.server, place.staff, wav, 'Night.wav');
    sound = await madeMaster(place.server, place.staff, master.id);
    waveformAudio = MasterWaveformSchema.parse(expectStatus(await waveform(sound.id), 200)).audio;
  });
  afterAll(async () => {
    await closeMediaServer(place);
    await relay.close();
    await s3.close();
  });

  it('uploads a sound master’s renditions into the bucket, with their types, and keeps no copy under MEDIA_ROOT', async () => {
    const folder = `masters/${sound.id}`;
    expect(sound.folder).toBe(folder);
    expect(await s3.keys(`${folder}/`)).toEqual([
      `${folder}/broadband.m4a`,
      `${folder}/cellular.m4a`,
      `${folder}/peaks.json`,
    ]);
    expect((await s3.get(`${folder}/broadband.m4a`)).contentType).toBe('audio/mp4');
    expect((await s3.get(`${folder}/peaks.json`)).contentType).toBe('application/json; charset=utf-8');
    expect(existsSync(join(place.mediaRoot, folder))).toBe(false);
  });

  it('draws the waveform from the peaks in the bucket', async () => {
    const peaks = JSON.parse((await s3.get(`masters/${sound.id}/peaks.json`)).body.toString('utf8')) as {
      peaks: number[];
    };
    const answer = MasterWaveformSchema.parse(expectStatus(await waveform(sound.id), 200));
    expect(answer.peaks).toEqual(peaks.peaks);
  });

  it('serves a signed link’s object whole and by range, with the local sender’s headers', async () => {
    const stored = (await s3.get(`masters/${sound.id}/broadband.m4a`)).body;
    const whole = await fetchAnswer(waveformAudio);
    expect(whole.status).toBe(200);
    expect(whole.bytes.equals(stored)).toBe(true);
    expect(whole.headers.get('content-type')).toBe('audio/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe(String(stored.length));
    expect(whole.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('etag')).toMatch(/^W\/"/);

    const part = await fetchAnswer(waveformAudio, { headers: { range: 'bytes=100-1099' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${stored.length}`);
    expect(part.bytes.equals(stored.subarray(100, 1100))).toBe(true);

    const tail = await fetchAnswer(waveformAudio, { headers: { range: 'bytes=-500' } });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(stored.subarray(stored.length - 500))).toBe(true);

    const past = await fetchAnswer(waveformAudio, { headers: { range: `bytes=${stored.length + 10}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${stored.length}`);

    const head = await fetchAnswer(waveformAudio, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(stored.length));
    expect(head.bytes.length).toBe(0);

    const again = await fetchAnswer(waveformAudio, { headers: { 'if-none-match': whole.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('refuses a bad signature as before, and answers 404 for an object the bucket does not hold', async () => {
    const forged = waveformAudio.replace(/\/s\/(\d+)\/[\w-]+\//, '/s/$1/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/');
    const refused = await fetchAnswer(forged);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'This media link is not valid.' });

    const missing = await fetchAnswer(waveformAudio.replace(/broadband\.m4a$/, 'nothing-here.m4a'));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Not found.' });
  });

  it('puts captions into the bucket under their content-addressed key, and serves them', async () => {
    const answer = await studio(place.server, 'PUT', STUDIO_PATHS.masterCaptions(sound.id, 'en'), {
      token: place.staff.token,
      body: WEBVTT,
      headers: { 'content-type': 'text/vtt' },
    });
    const url = MasterSchema.parse(expectStatus(answer, 200)).captions[0]?.url ?? '';
    expect(url).toMatch(new RegExp(`^/media/masters/${sound.id}/captions\\.en\\.[0-9a-f]{8}\\.vtt$`));
    const key = url.replace(/^\/media\//, '');
    expect(await s3.keys(`masters/${sound.id}/captions.`)).toEqual([key]);
    const stored = await s3.get(key);
    expect(stored.contentType).toBe('text/vtt; charset=utf-8');
    expect(existsSync(join(place.mediaRoot, key))).toBe(false);

    const served = await fetchAnswer(`${place.server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(served.bytes.equals(stored.body)).toBe(true);
  });

  it('uploads a video’s ladder with its playlists, and serves the playlist a player opens', async () => {
    const video = await makeMedia(media(), 'camera.mp4', [
      ...pictureInput(2, 640, 360),
      ...sineInput(2),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    ]);
    const master = await uploadMaster(place.server, place.staff, video, 'Camera.mp4');
    const made = await madeMaster(place.server, place.staff, master.id);
    const folder = `masters/${made.id}`;
    const keys = await s3.keys(`${folder}/`);
    expect(keys).toEqual(
      expect.arrayContaining(
        ['index.m3u8', 'poster.jpg', 'thumbnail.jpg', 'broadband.m4a', 'peaks.json'].map((name) => `${folder}/${name}`),
      ),
    );
    expect(keys.some((key) => key.endsWith('.m4s'))).toBe(true);
    expect((await s3.get(`${folder}/index.m3u8`)).contentType).toBe('application/vnd.apple.mpegurl');
    expect(existsSync(join(place.mediaRoot, folder))).toBe(false);
    // The studio's link signs the folder, so it opens the playlist beside the sound too.
    const audio = MasterWaveformSchema.parse(expectStatus(await waveform(made.id), 200)).audio;
    const playlist = await fetchAnswer(audio.replace(/broadband\.m4a$/, 'index.m3u8'));
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(playlist.bytes.equals((await s3.get(`${folder}/index.m3u8`)).body)).toBe(true);
    const poster = await fetchAnswer(`${place.server.url}/media/${folder}/poster.jpg`);
    expect(poster.status).toBe(200);
    expect(poster.bytes.equals((await s3.get(`${folder}/poster.jpg`)).body)).toBe(true);
  });

  it('lists a folder’s objects at any depth and removes one, as the media sweep does', async () => {
    const store = mediaStoreOf(place.server.config.mediaStorage);
    await store.put('images/people/amy-beach-0a1b2c3d.jpg', 'original');
    await store.put('images/people/amy-beach-0a1b2c3d.wd_512x288.jpg', 'rendition');
    await store.put('images/people/.staging/half.jpg', 'hidden');
    const listed = await store.list('images/');
    expect(listed.map((file) => file.key).sort()).toEqual([
      'images/people/amy-beach-0a1b2c3d.jpg',
      'images/people/amy-beach-0a1b2c3d.wd_512x288.jpg',
    ]);
    expect(listed.every((file) => Math.abs(file.modified.getTime() - Date.now()) < 60_000)).toBe(true);
    await store.remove('images/people/amy-beach-0a1b2c3d.jpg');
    await store.remove('images/people/not-there.jpg');
    expect(await s3.keys('images/people/a')).toEqual(['images/people/amy-beach-0a1b2c3d.wd_512x288.jpg']);
  });

  it('answers 503 with a sentence, in bounded time, when the bucket stops answering', async () => {
    relay.stall();
    const started = Date.now();
    const answer = await fetchAnswer(waveformAudio);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ detail: expect.stringMatching(/^The media store is not answering/) as string });
    // The client's two attempts, each bounded by the timeout, and nothing more.
    expect(Date.now() - started).toBeLessThan(TIMEOUT_SECONDS * 1000 * 2 + 3000);
    expect((await waveform(sound.id)).status).toBe(503);
  });
});

describe('media in a bucket that is not there', () => {
  it('answers 503 when nothing listens at the bucket’s address', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const place = await mediaServer('queue only', {
      AWS_ENDPOINT_URL_S3: closed,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_BUCKET: 'media',
      MEDIA_BUCKET_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    });
    try {
      const answer = await fetchAnswer(`${place.server.url}/media/masters/1/poster.jpg`);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ detail: expect.stringMatching(/^The media store is not answering/) as string });
    } finally {
      await closeMediaServer(place);
    }
  });
});

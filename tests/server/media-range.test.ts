import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaSignature } from '../../server/src/streams/media-signature.ts';
import { createMediaFixture, type MediaFixture } from './support/stream-fixtures.ts';
import { fetchAnswer } from './support/stream-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('media route: HTTP Range and validators', () => {
  let server: TestServer;
  let media: MediaFixture;
  let url: string;

  beforeAll(async () => {
    media = createMediaFixture();
    server = await startTestServer({ env: { MEDIA_ROOT: media.root } });
    const expires = Math.floor(server.clock.now().getTime() / 1000) + 3600;
    url = `${server.url}/media/s/${expires}/${mediaSignature(server.config, expires, 'audio/a01')}/audio/a01/broadband.m4a`;
  });
  afterAll(() => server.close());

  const size = () => media.audio.length;

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-1999', 1000, 1999],
    ['bytes=49000-', 49000, 49999],
    ['bytes=-500', 49500, 49999],
    ['bytes=49990-60000', 49990, 49999],
    ['bytes=-90000', 0, 49999],
  ])('answers %s with 206 and exactly the bytes of that slice', async (range, start, end) => {
    const answer = await fetchAnswer(url, { headers: { range } });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size()}`);
    expect(answer.headers.get('content-length')).toBe(String(end - start + 1));
    expect(answer.headers.get('content-type')).toBe('audio/mp4');
    expect(answer.bytes.equals(media.audio.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 with the size when the range starts past the end', async () => {
    for (const range of ['bytes=50000-', 'bytes=60000-60010', 'bytes=-0']) {
      const answer = await fetchAnswer(url, { headers: { range } });
      expect(answer.status, range).toBe(416);
      expect(answer.headers.get('content-range')).toBe(`bytes */${size()}`);
    }
  });

  it('sends the whole file for ranges it does not serve: several, other units, malformed', async () => {
    for (const range of ['bytes=0-9,20-29', 'items=0-9', 'bytes=9-1', 'bytes=abc', 'bytes=-']) {
      const answer = await fetchAnswer(url, { headers: { range } });
      expect(answer.status, range).toBe(200);
      expect(answer.bytes.length).toBe(size());
    }
  });

  it('answers HEAD with a range as 206 headers only', async () => {
    const answer = await fetchAnswer(url, { method: 'HEAD', headers: { range: 'bytes=10-19' } });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-length')).toBe('10');
    expect(answer.bytes.length).toBe(0);
  });

  it('answers 304 to a matching If-None-Match, and If-Range with an old date gets the whole file', async () => {
    const first = await fetchAnswer(url);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await fetchAnswer(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const old = await fetchAnswer(url, {
      headers: { range: 'bytes=0-9', 'if-range': 'Mon, 01 Jan 2001 00:00:00 GMT' },
    });
    expect(old.status).toBe(200);
    const current = await fetchAnswer(url, {
      headers: { range: 'bytes=0-9', 'if-range': first.headers.get('last-modified') ?? '' },
    });
    expect(current.status).toBe(206);
  });

  it('streams a large file in ranges that add up to the whole', async () => {
    const parts: Buffer[] = [];
    for (let start = 0; start < size(); start += 16_384) {
      parts.push((await fetchAnswer(url, { headers: { range: `bytes=${start}-${start + 16_383}` } })).bytes);
    }
    expect(Buffer.concat(parts).equals(media.audio)).toBe(true);
  });
});

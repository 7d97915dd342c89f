import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../../../server/src/http/error-handler.ts';
import { MediaStoreUnavailableError, type MediaStore } from '../../../../server/src/storage/media-store.ts';
import { sendMediaFile } from '../../../../server/src/streams/send-media-file.ts';

const BYTES = Buffer.from('0123456789abcdefghij');

/** A store holding one file, whose reads fail once `failReads` is set: a bucket that goes down between HEAD and GET. */
function oneFileStore(failReads: { now: boolean }): MediaStore {
  return {
    where: 'memory',
    hasFolder: () => Promise.resolve(true),
    stat: (key) =>
      Promise.resolve(key === 'a/file.m4a' ? { size: BYTES.length, modified: new Date(1_700_000_000_000) } : undefined),
    readRange: (key, start, end) =>
      failReads.now
        ? Promise.reject(new MediaStoreUnavailableError(`reading ${key}`, { cause: new Error('connection reset') }))
        : Promise.resolve(Readable.from([BYTES.subarray(start, end + 1)])),
    put: () => Promise.resolve(),
    list: () => Promise.resolve([]),
    remove: () => Promise.resolve(),
    workFolder: (folder) => folder,
    keepMade: () => Promise.resolve(),
  };
}

describe('sending a media file from a store', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  const serve = async (failReads: { now: boolean }) => {
    app = Fastify();
    installErrorHandler(app);
    const store = oneFileStore(failReads);
    app.get('/*', (request, reply) =>
      sendMediaFile(request, reply, store, (request.params as { '*': string })['*'], 'public, max-age=60'),
    );
    await app.ready();
    return app;
  };

  it('sends the range asked for, read from the store', async () => {
    const answer = await (await serve({ now: false })).inject({ url: '/a/file.m4a', headers: { range: 'bytes=2-5' } });
    expect(answer.statusCode).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 2-5/${BYTES.length}`);
    expect(answer.body).toBe('2345');
  });

  it('answers 404 for a key the store does not hold', async () => {
    const answer = await (await serve({ now: false })).inject({ url: '/a/other.m4a' });
    expect(answer.statusCode).toBe(404);
  });

  it('answers a clean 503 when the store fails after it gave the size, with no header of the range', async () => {
    const answer = await (await serve({ now: true })).inject({ url: '/a/file.m4a', headers: { range: 'bytes=2-5' } });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      detail: 'The media store is not answering (reading a/file.m4a): try again in a moment.',
    });
    expect(answer.headers['content-range']).toBeUndefined();
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });
});

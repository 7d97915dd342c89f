import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bucketMediaStore } from '../../../../server/src/storage/bucket-media-store.ts';
import { MediaStoreUnavailableError } from '../../../../server/src/storage/media-store.ts';

interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly body?: unknown;
}

/** The body a request carries, read whole: a file's stream or bytes. */
async function bodyText(body: unknown): Promise<string> {
  if (body instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  }
  return Buffer.from(body as Uint8Array).toString('utf8');
}

/**
 * An S3 client whose transport fails the first `failures` uploads of `failingKey` as a store that
 * answers too late does, and stores every other upload's body by key.
 */
function clientFailing(failingKey: string, failures: number) {
  const stored = new Map<string, string>();
  const tries = new Map<string, number>();
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: 'http://bucket.test',
    forcePathStyle: true,
    credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    maxAttempts: 3,
    // As the API's client is set up (s3-client.ts): bodies sent as they are, without a checksum trailer.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    requestHandler: {
      async handle(request: SentRequest) {
        const key = request.path.replace(/^\/media\//, '');
        if (request.method === 'PUT') {
          const tried = (tries.get(key) ?? 0) + 1;
          tries.set(key, tried);
          const text = await bodyText(request.body);
          if (key === failingKey && tried <= failures) {
            throw Object.assign(new Error('The store took too long to answer.'), { name: 'TimeoutError' });
          }
          stored.set(key, text);
        }
        return { response: { statusCode: 200, headers: { etag: '"e"' }, body: Readable.from([]) } };
      },
    },
  });
  return { client, stored, tries };
}

describe('a bucket store uploading a folder of made files', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'bucket-uploads-'));
    await mkdir(join(root, 'masters/7'), { recursive: true });
    await writeFile(join(root, 'masters/7/index.m3u8'), '#EXTM3U playlist');
    await writeFile(join(root, 'masters/7/segment-1.m4s'), 'first segment');
    await writeFile(join(root, 'masters/7/segment-2.m4s'), 'second segment');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('sends a file again, whole, when the store fails its upload once: a stream cannot be resent by the client', async () => {
    const { client, stored, tries } = clientFailing('masters/7/segment-2.m4s', 1);
    const store = bucketMediaStore({ client, bucket: 'media', stagingRoot: root, timeoutMs: 1000 });
    await store.keepMade('masters/7', []);
    expect(Object.fromEntries(stored)).toEqual({
      'masters/7/index.m3u8': '#EXTM3U playlist',
      'masters/7/segment-1.m4s': 'first segment',
      'masters/7/segment-2.m4s': 'second segment',
    });
    expect(tries.get('masters/7/segment-2.m4s')).toBe(2);
  });

  it('gives up after the client’s attempts, and says the store is not answering', async () => {
    const { client, stored, tries } = clientFailing('masters/7/segment-2.m4s', 3);
    const store = bucketMediaStore({ client, bucket: 'media', stagingRoot: root, timeoutMs: 1000 });
    await expect(store.keepMade('masters/7', [])).rejects.toBeInstanceOf(MediaStoreUnavailableError);
    expect(tries.get('masters/7/segment-2.m4s')).toBe(3);
    expect(stored.has('masters/7/index.m3u8')).toBe(false);
  });
});

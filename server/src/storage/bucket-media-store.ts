import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import pRetry from 'p-retry';
import { mediaContentType } from '../streams/content-types.ts';
import { isHiddenKey, MediaStoreUnavailableError, type MediaStore, type StoredMediaFile } from './media-store.ts';

/** Files of one folder uploaded at once: a video's ladder is thousands of small segments. */
const UPLOADS_AT_ONCE = 8;

/** Where a bucket store keeps media, and how long one request to the bucket may take. */
export interface BucketPlace {
  readonly client: S3Client;
  readonly bucket: string;
  /** The local folder jobs make files in before they are uploaded (MEDIA_ROOT). */
  readonly stagingRoot: string;
  readonly timeoutMs: number;
}

/** S3's status of a failed request: 404 for a missing key. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** The store refused the request (a 4xx but a timeout or throttling): sending it again changes nothing. */
function isRefusal(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** Playlists name other files, so they are uploaded after them, and the names in `last` after every other. */
function uploadOrder(names: readonly string[], last: readonly string[]): string[][] {
  const playlist = (name: string) => name.endsWith('.m3u8');
  const rest = names.filter((name) => !last.includes(name));
  return [
    rest.filter((name) => !playlist(name)),
    rest.filter(playlist),
    ...last.filter((name) => names.includes(name)).map((name) => [name]),
  ];
}

/**
 * Media kept in an S3-compatible bucket under the same keys as under MEDIA_ROOT (MEDIA_BUCKET). Every
 * request is bounded (the client's timeouts and `timeoutMs` over its retries), and any failure but a
 * missing key is a {@link MediaStoreUnavailableError}, which the API answers with 503. Objects carry the
 * media route's Content-Type, so whatever reads the bucket directly (a CDN) sends the same.
 */
export function bucketMediaStore(place: BucketPlace): MediaStore {
  const { client, bucket } = place;
  const send = async <T>(what: string, request: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    try {
      return await request(AbortSignal.timeout(place.timeoutMs));
    } catch (error) {
      throw new MediaStoreUnavailableError(what, { cause: error });
    }
  };
  /**
   * The client cannot send a file's stream twice, so it tries an upload once: a store that answers one of a
   * ladder's thousands of segments late would fail the whole job. The file is sent again, from its start, as
   * many times as the client would try any other request, unless the store refused it.
   */
  const putFile = async (key: string, file: string) => {
    const { size } = await stat(file);
    const input = { Bucket: bucket, Key: key, ContentType: mediaContentType(key) ?? 'application/octet-stream' };
    const attempts = await client.config.maxAttempts();
    // The upload's deadline is the client's, between any two parts of it: a large file takes as long as it takes.
    const upload = () =>
      client.send(new PutObjectCommand({ ...input, Body: createReadStream(file), ContentLength: size }));
    await send(`writing ${key}`, () =>
      pRetry(upload, { retries: attempts - 1, minTimeout: 0, shouldRetry: ({ error }) => !isRefusal(error) }),
    );
  };
  return {
    where: `s3://${bucket}`,
    async hasFolder(folder) {
      const input = { Bucket: bucket, Prefix: `${folder}/`, MaxKeys: 1 };
      const page = await send(`listing ${folder}`, (signal) =>
        client.send(new ListObjectsV2Command(input), { abortSignal: signal }),
      );
      return (page.KeyCount ?? page.Contents?.length ?? 0) > 0;
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }), {
          abortSignal: AbortSignal.timeout(place.timeoutMs),
        });
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw new MediaStoreUnavailableError(`reading ${key}`, { cause: error });
      }
    },
    async readRange(key, start, end) {
      const input = { Bucket: bucket, Key: key, Range: `bytes=${start}-${end}` };
      // Only until the answer begins: aborting later would cut the body off however fast it flows.
      const begun = new AbortController();
      const deadline = setTimeout(() => begun.abort(), place.timeoutMs);
      const answer = await send(`reading ${key}`, () =>
        client.send(new GetObjectCommand(input), { abortSignal: begun.signal }),
      ).finally(() => clearTimeout(deadline));
      if (!(answer.Body instanceof Readable)) throw new MediaStoreUnavailableError(`reading ${key}`, { cause: answer });
      return answer.Body;
    },
    async put(key, data) {
      const input = { Bucket: bucket, Key: key, Body: data, ContentType: mediaContentType(key) };
      await send(`writing ${key}`, (signal) => client.send(new PutObjectCommand(input), { abortSignal: signal }));
    },
    async list(prefix) {
      const found: StoredMediaFile[] = [];
      let token: string | undefined;
      do {
        const input = { Bucket: bucket, Prefix: prefix, ContinuationToken: token };
        const page = await send(`listing ${prefix}`, (signal) =>
          client.send(new ListObjectsV2Command(input), { abortSignal: signal }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key;
          if (key === undefined || isHiddenKey(key)) continue;
          found.push({ key, modified: object.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
      return found;
    },
    async remove(key) {
      await send(`removing ${key}`, (signal) =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }), { abortSignal: signal }),
      );
    },
    workFolder: (folder) => join(place.stagingRoot, folder),
    async keepMade(folder, last) {
      const local = join(place.stagingRoot, folder);
      const names = (await readdir(local, { withFileTypes: true }))
        .filter((entry) => entry.isFile() && !isHiddenKey(entry.name))
        .map((entry) => entry.name);
      const limit = pLimit(UPLOADS_AT_ONCE);
      for (const group of uploadOrder(names, last)) {
        await Promise.all(group.map((name) => limit(() => putFile(`${folder}/${name}`, join(local, name)))));
      }
      await rm(local, { recursive: true, force: true });
    },
  };
}

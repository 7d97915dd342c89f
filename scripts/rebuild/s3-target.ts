import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import { contentTypeOf } from '../site/content-types.ts';
import { parseManifest, type BuildManifest } from './build-manifest.ts';
import type { PublishTarget } from './publish-target.ts';
import { buildFileKey, buildsPrefix, pointerKey } from './s3-layout.ts';

/**
 * A bucket target (s3-layout.ts): upload the new build under its own prefix, then switch the
 * pointer to it in one PUT; then delete every build but it and the one it replaced, which stays
 * as the last good build for whoever still reads the old pointer.
 */

/** Uploads at once: enough to hide each request's latency, few enough for any store. */
const UPLOADS_AT_ONCE = 16;

/** S3's limit of keys per DeleteObjects request. */
const DELETE_BATCH = 1000;

/** The headers a file of the build is stored with: its own type, or for a `.br`/`.gz` copy its original's and its encoding. */
function storedAs(path: string): { ContentType: string; ContentEncoding?: string } {
  const encoding = path.endsWith('.br') ? 'br' : path.endsWith('.gz') ? 'gzip' : undefined;
  if (encoding === undefined) return { ContentType: contentTypeOf(path) };
  return { ContentType: contentTypeOf(path.replace(/\.(br|gz)$/, '')), ContentEncoding: encoding };
}

/** Every key under `prefix`, or with `delimiter`, the common prefixes below it. */
async function listKeys(client: S3Client, bucket: string, prefix: string, delimiter?: string): Promise<string[]> {
  const found: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, Delimiter: delimiter, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key !== undefined) found.push(object.Key);
    for (const common of page.CommonPrefixes ?? []) if (common.Prefix !== undefined) found.push(common.Prefix);
    token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
  } while (token !== undefined);
  return found;
}

/** Deletes every build under `prefix` but those in `keep`; what fails is left for the next rebuild. */
async function deleteBuildsBut(client: S3Client, bucket: string, prefix: string, keep: ReadonlySet<string>) {
  const builds = await listKeys(client, bucket, buildsPrefix(prefix), '/');
  const stale = builds.filter((build) => !keep.has(build.slice(buildsPrefix(prefix).length, -1)));
  const keys = (await Promise.all(stale.map((build) => listKeys(client, bucket, build)))).flat();
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    const batch = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
    await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
  }
  return stale.length;
}

/** The bucket's served build, as its pointer names it, or undefined without a pointer; `signal` cuts the read short. */
export async function servedBuild(
  client: S3Client,
  bucket: string,
  prefix: string,
  signal?: AbortSignal,
): Promise<BuildManifest | undefined> {
  const key = pointerKey(prefix);
  try {
    const command = new GetObjectCommand({ Bucket: bucket, Key: key });
    const answer = await client.send(command, signal === undefined ? {} : { abortSignal: signal });
    return parseManifest((await answer.Body?.transformToString()) ?? '', `s3://${bucket}/${key}`);
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/** A bucket target; the build is made in `staging`, a local folder. */
export function s3Target(
  client: S3Client,
  target: { bucket: string; prefix: string },
  staging: string,
  log: (line: string) => void,
): PublishTarget {
  const { bucket, prefix } = target;
  return {
    staging,
    lastGood: () => servedBuild(client, bucket, prefix),
    async publish(folder, files, manifest, previous) {
      const limit = pLimit(UPLOADS_AT_ONCE);
      await Promise.all(
        files.map((path) =>
          limit(async () =>
            client.send(
              new PutObjectCommand({
                Bucket: bucket,
                Key: buildFileKey(prefix, manifest.build, path),
                Body: await readFile(join(folder, path)),
                ...storedAs(path),
              }),
            ),
          ),
        ),
      );
      // The switch: one PUT of the pointer. Readers must not keep an old pointer for long.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: pointerKey(prefix),
          Body: JSON.stringify(manifest, null, 2),
          ContentType: 'application/json',
          CacheControl: 'no-cache',
        }),
      );
      const keep = new Set([manifest.build, ...(previous === undefined ? [] : [previous.build])]);
      // The new build is served already: a failed clean-up is reported, and the next rebuild retries it.
      await deleteBuildsBut(client, bucket, prefix, keep).then(
        (count) => log(`Deleted ${count} older build${count === 1 ? '' : 's'} from s3://${bucket}.`),
        (error: unknown) =>
          log(`Could not delete older builds from s3://${bucket} (${String(error)}); the next rebuild tries again.`),
      );
    },
  };
}

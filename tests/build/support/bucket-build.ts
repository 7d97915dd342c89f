import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { s3Target } from '../../../scripts/rebuild/s3-target.ts';

/** Where in a bucket a site is published: `s3://bucket/prefix`. */
export interface BucketLocation {
  readonly bucket: string;
  readonly prefix: string;
}

/**
 * Publishes a build of `files` (path → content) as `npm run rebuild` does, with the build id
 * `build`, replacing `previous` if given: uploaded under its own prefix, then the pointer switched.
 */
export async function publishBucketBuild(
  client: S3Client,
  location: BucketLocation,
  build: string,
  files: Readonly<Record<string, string | Buffer>>,
  previous?: string,
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'cl-bucket-build-'));
  try {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), content);
    }
    const manifest = (id: string) => ({ build: id, pages: 1, files: 1, publishedAt: '2026-11-24T10:00:00.000Z' });
    const target = s3Target(client, location, folder, () => undefined);
    await target.publish(
      folder,
      Object.keys(files),
      manifest(build),
      previous === undefined ? undefined : manifest(previous),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

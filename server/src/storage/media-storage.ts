import { bucketMediaStore } from './bucket-media-store.ts';
import { folderMediaStore } from './folder-media-store.ts';
import type { MediaStore } from './media-store.ts';
import { s3ClientFromEnv } from './s3-client.ts';

/** The bucket media are kept in (MEDIA_BUCKET), and the S3 settings from the environment to reach it with. */
export interface MediaBucket {
  readonly name: string;
  /** The SDK's usual settings (AWS_ENDPOINT_URL_S3, AWS_REGION, keys, …) as the configuration read them. */
  readonly s3Env: Readonly<Record<string, string | undefined>>;
  /** How long one request to the bucket may take before the API answers 503. */
  readonly timeoutMs: number;
}

/** Where media are kept: under `root` (MEDIA_ROOT), or in `bucket` with `root` the jobs' local workspace. */
export interface MediaStorage {
  readonly root: string;
  readonly bucket?: MediaBucket | undefined;
}

/** The SDK's retries: a second try for a dropped connection, so a bucket that is down costs two timeouts at most. */
const BUCKET_ATTEMPTS = 2;

const stores = new WeakMap<MediaStorage, MediaStore>();

/** The store of a storage setting: one per setting, so its S3 client and connections are shared. */
export function mediaStoreOf(storage: MediaStorage): MediaStore {
  const known = stores.get(storage);
  if (known) return known;
  const { bucket } = storage;
  const store =
    bucket === undefined
      ? folderMediaStore(storage.root)
      : bucketMediaStore({
          client: s3ClientFromEnv(
            bucket.s3Env,
            { connectMs: bucket.timeoutMs, answerMs: bucket.timeoutMs },
            BUCKET_ATTEMPTS,
          ),
          bucket: bucket.name,
          stagingRoot: storage.root,
          timeoutMs: bucket.timeoutMs,
        });
  stores.set(storage, store);
  return store;
}

import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';

/**
 * A local S3-compatible server for the rebuild, bucket-site and media-bucket tests: s3rver (from the npm registry) on a free
 * port of 127.0.0.1 with one bucket, its objects in a temporary folder, and a client of the real
 * AWS SDK to read them back with.
 */

/** s3rver's fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A running local S3. */
export interface LocalS3 {
  /** The environment that points a rebuild's S3 client at it. */
  readonly env: Readonly<Record<string, string>>;
  readonly client: S3Client;
  /** A client of the same store reached at another address, such as a relay in front of it. */
  clientVia(endpoint: string): S3Client;
  readonly bucket: string;
  /** Every key under `prefix`, sorted. */
  keys(prefix: string): Promise<string[]>;
  /** An object's bytes and the headers it was stored with. */
  get(key: string): Promise<{ body: Buffer; contentType: string | undefined; contentEncoding: string | undefined }>;
  /** One hash over every key under `prefix` and its bytes: equal hashes mean the same objects. */
  hash(prefix: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts a local S3 with the bucket `bucket`. */
export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'cl-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // s3rver signs a bucket's own address without the trailing slash the AWS SDK v3 signs it with,
    // so it refuses every listing as SignatureDoesNotMatch; object requests match. The store
    // still reads the credentials; what the tests check is what is stored, not the signing.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const clientVia = (address: string) =>
    new S3Client({ region: 'us-east-1', endpoint: address, forcePathStyle: true, credentials: CREDENTIALS });
  const client = clientVia(endpoint);
  const keys = async (prefix: string) => {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      found.push(...(page.Contents ?? []).flatMap((object) => (object.Key === undefined ? [] : [object.Key])));
      token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
    return found.sort();
  };
  const get = async (key: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const body = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    return { body, contentType: answer.ContentType, contentEncoding: answer.ContentEncoding };
  };
  return {
    env: {
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      AWS_REGION: 'us-east-1',
    },
    client,
    clientVia,
    bucket,
    keys,
    get,
    async hash(prefix) {
      const hash = createHash('sha256');
      for (const key of await keys(prefix))
        hash
          .update(`${key}\0`)
          .update((await get(key)).body)
          .update('\0');
      return hash.digest('hex');
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

import { S3Client } from '@aws-sdk/client-s3';

/** How long the S3 client waits on a store before it gives up on a request (and may try it again). */
export interface S3Timeouts {
  /** To open a connection. */
  readonly connectMs: number;
  /** For the answer to begin, and then between any two parts of it. */
  readonly answerMs: number;
}

/**
 * The S3 client a rebuild publishes with, set up from the SDK's usual environment: credentials
 * (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, or any other source the SDK reads), `AWS_REGION`
 * (default us-east-1) and, for an S3-compatible store (MinIO, R2, …), `AWS_ENDPOINT_URL_S3` or
 * `AWS_ENDPOINT_URL`. With an endpoint of its own a store is addressed by path (`host/bucket/key`),
 * which such stores all accept, rather than by a bucket host name they may not resolve. Without
 * `timeouts` the SDK waits on a store for as long as it takes.
 */
export function s3ClientFromEnv(env: NodeJS.ProcessEnv = process.env, timeouts?: S3Timeouts): S3Client {
  // Empty counts as unset, as the SDK reads it (a CI variable that is not defined is empty).
  const endpoint = env['AWS_ENDPOINT_URL_S3'] || env['AWS_ENDPOINT_URL'] || undefined;
  return new S3Client({
    region: env['AWS_REGION'] || env['AWS_DEFAULT_REGION'] || 'us-east-1',
    ...(endpoint === undefined ? {} : { endpoint, forcePathStyle: true }),
    // Checksums only where S3 requires them: S3-compatible stores do not all take the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(timeouts === undefined
      ? {}
      : {
          requestHandler: {
            connectionTimeout: timeouts.connectMs,
            requestTimeout: timeouts.answerMs,
            // Without it the SDK only warns when requestTimeout passes, and keeps waiting.
            throwOnRequestTimeout: true,
            socketTimeout: timeouts.answerMs,
          },
        }),
  });
}

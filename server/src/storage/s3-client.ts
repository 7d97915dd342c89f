import { S3Client } from '@aws-sdk/client-s3';

/** How long the S3 client waits on a store before it gives up on a request (and may try it again). */
export interface S3Timeouts {
  /** To open a connection. */
  readonly connectMs: number;
  /** For the answer to begin, and then between any two parts of it. */
  readonly answerMs: number;
}

/**
 * The S3 client a rebuild publishes with, and the API keeps media in (MEDIA_BUCKET), set up from the SDK's usual environment: credentials
 * (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, or any other source the SDK reads), `AWS_REGION`
 * (default us-east-1) and, for an S3-compatible store (MinIO, R2, …), `AWS_ENDPOINT_URL_S3` or
 * `AWS_ENDPOINT_URL`. With an endpoint of its own a store is addressed by path (`host/bucket/key`),
 * which such stores all accept, rather than by a bucket host name they may not resolve. Without
 * `timeouts` the SDK waits on a store for as long as it takes; `maxAttempts` bounds its retries.
 * Keys given in `env` are used as the SDK's environment provider would use them, so an `env` other
 * than process.env (the API's configuration) brings its own; without them the SDK looks as usual.
 */
export function s3ClientFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  timeouts?: S3Timeouts,
  maxAttempts?: number,
): S3Client {
  // Empty counts as unset, as the SDK reads it (a CI variable that is not defined is empty).
  const endpoint = env['AWS_ENDPOINT_URL_S3'] || env['AWS_ENDPOINT_URL'] || undefined;
  const accessKeyId = env['AWS_ACCESS_KEY_ID'] || undefined;
  const secretAccessKey = env['AWS_SECRET_ACCESS_KEY'] || undefined;
  const sessionToken = env['AWS_SESSION_TOKEN'] || undefined;
  return new S3Client({
    region: env['AWS_REGION'] || env['AWS_DEFAULT_REGION'] || 'us-east-1',
    ...(endpoint === undefined ? {} : { endpoint, forcePathStyle: true }),
    ...(accessKeyId === undefined || secretAccessKey === undefined
      ? {}
      : { credentials: { accessKeyId, secretAccessKey, ...(sessionToken === undefined ? {} : { sessionToken }) } }),
    ...(maxAttempts === undefined ? {} : { maxAttempts }),
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

import { S3Client } from '@aws-sdk/client-s3';

/**
 * The S3 client a rebuild publishes with, set up from the SDK's usual environment: credentials
 * (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, or any other source the SDK reads), `AWS_REGION`
 * (default us-east-1) and, for an S3-compatible store (MinIO, R2, …), `AWS_ENDPOINT_URL_S3` or
 * `AWS_ENDPOINT_URL`. With an endpoint of its own a store is addressed by path (`host/bucket/key`),
 * which such stores all accept, rather than by a bucket host name they may not resolve.
 */
export function s3ClientFromEnv(env: NodeJS.ProcessEnv = process.env): S3Client {
  // Empty counts as unset, as the SDK reads it (a CI variable that is not defined is empty).
  const endpoint = env['AWS_ENDPOINT_URL_S3'] || env['AWS_ENDPOINT_URL'] || undefined;
  return new S3Client({
    region: env['AWS_REGION'] || env['AWS_DEFAULT_REGION'] || 'us-east-1',
    ...(endpoint === undefined ? {} : { endpoint, forcePathStyle: true }),
    // Checksums only where S3 requires them: S3-compatible stores do not all take the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

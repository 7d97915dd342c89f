import { parseArgs } from 'node:util';
import { s3ClientFromEnv } from '../../server/src/storage/s3-client.ts';
import { describeTarget, parseTarget } from '../rebuild/rebuild-target.ts';
import { BUCKET_CLIENT_TIMEOUTS, createBucketSiteServer } from './bucket-site-server.ts';

/**
 * `npm run serve:bucket -- s3://bucket/prefix`: the origin server of a bucket target
 * (bucket-site-server.ts) on HOST (default 127.0.0.1) and PORT (default 4321), with the S3 client
 * set up from the environment as `npm run rebuild` sets it up (s3-client.ts), with timeouts, so
 * that a bucket that stops answering gets a 502 rather than a wait. A CDN in front of it caches
 * what the hosting rules let it cache.
 */
const USAGE = 'Usage: npm run serve:bucket -- s3://bucket[/prefix]';

function targetOrExit() {
  try {
    const { positionals } = parseArgs({ allowPositionals: true, options: {} });
    const [text] = positionals;
    if (positionals.length !== 1 || text === undefined) throw new Error('Name one bucket target.');
    const target = parseTarget(text);
    if (target.kind !== 's3') throw new Error(`${text} is not an s3:// target; serve a folder with npm run preview.`);
    return target;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const target = targetOrExit();
const port = Number(process.env['PORT'] ?? 4321);
const host = process.env['HOST'] ?? '127.0.0.1';
const base = '/music/concert-library';
const client = s3ClientFromEnv(process.env, BUCKET_CLIENT_TIMEOUTS);
createBucketSiteServer({ client, bucket: target.bucket, prefix: target.prefix, base }).listen(port, host, () => {
  console.log(`Concert Library site from ${describeTarget(target)}: http://${host}:${port}${base}/`);
});

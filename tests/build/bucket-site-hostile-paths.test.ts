import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBucketSiteServer } from '../../scripts/site/bucket-site-server.ts';
import { publishBucketBuild } from './support/bucket-build.ts';
import { startLocalS3, type LocalS3 } from '../support/local-s3.ts';
import { getAsIs, type RawAnswer } from './support/raw-http.ts';

/**
 * The origin server of a bucket target against paths that try to reach what the build does not
 * publish: objects beside the build in the bucket, and the hidden files a build may carry.
 */

const BUCKET = 'concert-library-hostile';
const PREFIX = 'music';
const BASE = '/music/concert-library';
const BUILD = '20261124T100000Z-aaaa';
const NOT_FOUND = '<h1>Page not found</h1>';

/** Objects outside the build's own prefix, as paths relative to the build's folder. */
const OUTSIDE = {
  '../db-backup.txt': 'music/builds/db-backup.txt',
  '../../db-backup.txt': 'music/db-backup.txt',
  '../../../private/db-backup.txt': 'private/db-backup.txt',
  '../20261124T090000Z-other/db-backup.txt': 'music/builds/20261124T090000Z-other/db-backup.txt',
} as const;
const SECRET = 'SECRET-db-backup';

/** Each way of writing `..` and `/` that a server decoding too late, or twice, would read as them. */
const DOTS = ['..', '%2e%2e', '%2E%2e', '.%2e', '%2e.', '%252e%252e', '%c0%ae%c0%ae', '%25%32%65%25%32%65'];
const SLASHES = ['/', '%2f', '%2F', '%5c', '%5C', '\\', '%252f', '%c0%af'];

let s3: LocalS3;
let server: Server;
let origin: string;
const logged: string[] = [];

beforeAll(async () => {
  s3 = await startLocalS3(BUCKET);
  await publishBucketBuild(s3.client, { bucket: BUCKET, prefix: PREFIX }, BUILD, {
    'index.html': '<h1>Home</h1>',
    '404.html': NOT_FOUND,
    'notes/db-backup.txt': 'the build’s own notes',
    'composition/bach/index.html': '<h1>Bach</h1>',
    '.rebuild-manifest.json': `{"build":"${BUILD}","secret":"SECRET-manifest"}`,
    '.env': 'SECRET-env',
    '.env.production': 'SECRET-env',
    '.git/config': 'SECRET-git',
    '_astro/.hidden.js': 'SECRET-hidden',
  });
  for (const key of Object.values(OUTSIDE))
    await s3.client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: SECRET, ContentType: 'text/plain' }));
  server = createBucketSiteServer({
    client: s3.client,
    bucket: BUCKET,
    prefix: PREFIX,
    base: BASE,
    log: (line) => logged.push(line),
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await s3.close();
});

/** Every spelling of every path from the build's folder to an object outside it, from two folders of the site. */
function traversals(): string[] {
  const paths: string[] = [];
  for (const relative of Object.keys(OUTSIDE))
    for (const dots of DOTS)
      for (const slash of SLASHES)
        for (const start of ['', 'composition/'])
          paths.push(
            `${BASE}/${start}${'../'.repeat(start === '' ? 0 : 1)}${relative}`
              .replaceAll('..', dots)
              .replace(/(?<=\/music\/concert-library\/).*/, (rest) => rest.replaceAll('/', slash)),
          );
  return paths;
}

describe('the bucket origin against paths that leave the build', () => {
  it('serves the build’s own file of the same name, and the secrets are in the bucket', async () => {
    const own = await getAsIs(origin, `${BASE}/notes/db-backup.txt`);
    expect(own.status).toBe(200);
    expect(own.body).toBe('the build’s own notes');
    for (const key of Object.values(OUTSIDE)) expect((await s3.get(key)).body.toString()).toBe(SECRET);
  });

  it('reads nothing outside the build, however `..` and `/` are encoded, and answers each with a 4xx', async () => {
    const paths = traversals();
    expect(paths).toContain(`${BASE}/..%2F..%2F..%2Fprivate%2Fdb-backup.txt`);
    expect(paths).toContain(`${BASE}/%252e%252e/%252e%252e/%252e%252e/private/db-backup.txt`);
    const answers = new Map<string, RawAnswer>();
    for (const path of paths) answers.set(path, await getAsIs(origin, path));
    const leaked = [...answers].filter(([, answer]) => answer.body.includes('SECRET'));
    expect(leaked.map(([path, answer]) => `${answer.status} ${path}`)).toEqual([]);
    const not4xx = [...answers].filter(([, answer]) => answer.status < 400 || answer.status > 499);
    expect(not4xx.map(([path, answer]) => `${answer.status} ${path}`)).toEqual([]);
  });

  it('answers a NUL, a control character or an empty segment with 400', async () => {
    for (const path of [`${BASE}/a%00b`, `${BASE}/index.html%00.txt`, `${BASE}/a%0d%0ab`, `${BASE}/composition//bach/`])
      expect({ path, status: (await getAsIs(origin, path)).status }).toEqual({ path, status: 400 });
  });

  it('answers a path of 1 KB to 15 KB with 400 and does not log it', async () => {
    for (const length of [1024, 4096, 15_000]) {
      const path = `${BASE}/${'a'.repeat(length)}`;
      expect({ length, status: (await getAsIs(origin, path)).status }).toEqual({ length, status: 400 });
    }
    expect(logged.filter((line) => line.includes('a'.repeat(300)))).toEqual([]);
  });
});

describe('the bucket origin and hidden files', () => {
  it('does not serve a file or folder whose name starts with a dot: 404 with the not-found page', async () => {
    const hidden = [
      '.rebuild-manifest.json',
      '.env',
      '.env.production',
      '.git/config',
      '_astro/.hidden.js',
      '%2eenv',
      '%2Egit/config',
      '.well-known/security.txt',
    ];
    for (const path of hidden) {
      const answer = await getAsIs(origin, `${BASE}/${path}`);
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 404, body: NOT_FOUND });
    }
  });

  it('still serves the pages beside them', async () => {
    expect(await getAsIs(origin, `${BASE}/composition/bach/`)).toEqual({ status: 200, body: '<h1>Bach</h1>' });
    expect(await getAsIs(origin, `${BASE}/composition/bach?x=%00`)).toEqual({ status: 200, body: '<h1>Bach</h1>' });
  });
});

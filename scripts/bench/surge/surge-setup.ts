import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { hashPassword } from '../../../server/src/auth/passwords.ts';
import { insertUser } from '../../../server/src/auth/users.ts';
import { openDatabase } from '../../../server/src/db/open-database.ts';
import { listAnswer, LiveStreamSchema } from '#lib/api/contract.ts';
import { isLive } from '#live/lib/live-state.ts';
import type { Listener } from './load-generator.ts';

/** A database of its own on the local PostgreSQL, for one run. */
export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database named after the run beside `adminUrl`'s; `drop` removes it, connections and all. */
export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `cl_surge_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Removes the run's rate-limit counters from the shared Redis (they would expire within a window anyway). */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<number> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let deleted = 0;
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length) deleted += await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
  return deleted;
}

/**
 * Creates `count` accounts with confirmed emails directly in the database (one password hash
 * for all: hashing is the slow part, and the bench measures stream links, not registration).
 */
export async function createListeners(databaseUrl: string, count: number, password: string): Promise<string[]> {
  const db = openDatabase(databaseUrl);
  const passwordHash = await hashPassword(password);
  const emails = Array.from({ length: count }, (_, i) => `surge-listener-${i}@example.org`);
  try {
    for (const email of emails) {
      const user = { email, passwordHash, firstName: 'Surge', lastName: 'Listener', emailVerified: true };
      await insertUser(db, { ...user, signupMethod: 'email' }, new Date());
    }
  } finally {
    await db.close();
  }
  return emails;
}

/**
 * The first performance with an audio recording that streams everywhere: `SURGE_STREAM=performance` asks
 * for its links, which carry play marks (docs/plays.md), where a live stream's do not.
 */
export async function performanceWithAudio(databaseUrl: string): Promise<{ uuid: string; identifier: string }> {
  const db = openDatabase(databaseUrl);
  try {
    const row = await db.get<{ uuid: string; identifier: string }>(
      `SELECT pf.uuid, c.identifier FROM performances pf JOIN compositions c ON c.id = pf.composition_id
       JOIN recordings r ON r.performance_id = pf.id WHERE r.type = 'A' AND r.allowed_countries = '' ORDER BY pf.id LIMIT 1`,
    );
    if (!row) throw new Error('No performance of the catalogue has audio that streams everywhere.');
    return row;
  } finally {
    await db.close();
  }
}

/** Signs each account in through `/api/token/`, alternating between the instances, a few at a time. */
export async function signIn(
  emails: readonly string[],
  password: string,
  ports: readonly number[],
): Promise<Listener[]> {
  const listeners = new Array<Listener>(emails.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < emails.length; i = next++) {
      const port = ports[i % ports.length];
      if (port === undefined) throw new RangeError('Signing in needs the port of at least one instance.');
      const answer = await fetch(`http://127.0.0.1:${port}/api/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: emails[i], password }),
      });
      if (!answer.ok) throw new Error(`Sign-in of ${emails[i]} answered ${answer.status}: ${await answer.text()}`);
      listeners[i] = { port, token: ((await answer.json()) as { access: string }).access };
    }
  };
  // Password checks are argon2 (19 MiB, two passes): four at once keeps both cores busy.
  await Promise.all(Array.from({ length: 4 }, worker));
  return listeners;
}

/**
 * The stream a surge is about: the listed, non-sample live stream that is live now and can be
 * played, as `/live_streams/` tells the site (the demo has one, started half an hour ago).
 */
export async function liveStreamNow(origin: string): Promise<{ uuid: string; identifier: string }> {
  const answer = await fetch(`${origin}/api/2/live_streams/`);
  if (!answer.ok)
    throw new Error(`GET ${origin}/api/2/live_streams/ answered ${answer.status}: ${await answer.text()}`);
  const page = listAnswer(LiveStreamSchema).parse(await answer.json());
  const now = new Date();
  const stream = page.results.find(
    (s) => !s.is_sample_stream && s.status !== 'U' && s.stream_error_message === '' && isLive(s, now),
  );
  if (!stream) throw new Error('No live stream is live in the catalogue.');
  return { uuid: stream.uuid, identifier: stream.identifier };
}

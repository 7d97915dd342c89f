import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Milliseconds to open a connection before giving up on that attempt (ioredis's default is 10 s). */
const CONNECT_TIMEOUT_MS = 1000;
/** Milliseconds a command may take: a Redis that stops answering stalls no request for longer. */
const COMMAND_TIMEOUT_MS = 500;
/**
 * Milliseconds of silence, with commands waiting, after which the connection counts as dead: a
 * hung Redis then starts an outage (one warning, commands failing at once) instead of costing
 * every request COMMAND_TIMEOUT_MS.
 */
const SOCKET_TIMEOUT_MS = 1000;
/** Longest pause between reconnection attempts, so counting resumes soon after Redis is back. */
const MAX_RECONNECT_DELAY_MS = 2000;

/** The Redis client the account routes' rate limits count in, and how to let go of it. */
export interface RateLimitRedis {
  /** The client to hand to `@fastify/rate-limit` as its `redis` option. */
  readonly client: Redis;
  /** Drops the connection and stops reconnecting: nothing of the client keeps the process alive. */
  close(): void;
}

/**
 * Connects to the Redis at `url` so that every API instance counts the auth rate limits together.
 *
 * Redis being down must never stall or fail a request. The offline queue is off, so a command
 * sent while there is no connection fails at once instead of waiting for one, and a command on a
 * live connection fails after COMMAND_TIMEOUT_MS; the rate-limit plugin (with `skipOnError`) then
 * serves the request uncounted. The client reconnects in the background for as long as it is
 * open. Each outage logs one warning, when it begins, and one line when counting resumes — not a
 * line per request or per reconnection attempt.
 *
 * Resolves once the first attempt to connect has succeeded or failed, or after CONNECT_TIMEOUT_MS,
 * so that the first requests are counted when Redis is up and start-up does not wait on one that is not.
 */
export async function connectRateLimitRedis(
  url: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<RateLimitRedis> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, MAX_RECONNECT_DELAY_MS),
    connectionName: 'concert-library-api',
    // On disconnect ioredis waits this long for the socket to close before destroying it, even a
    // socket that a refused attempt has closed already: its 2 s default held the process after close.
    disconnectTimeout: 0,
  });
  let closing = false;
  let down = false;
  let lastError: Error | undefined;
  // A listener for 'error' also keeps ioredis from printing each failed attempt to the console.
  client.on('error', (error: Error) => {
    lastError = error;
  });
  // An outage begins when a connection closes (or a first attempt fails) and ends when one is ready.
  client.on('close', () => {
    if (closing || down) return;
    down = true;
    log.warn(
      { err: lastError },
      'Redis of REDIS_URL is unreachable: auth rate limits are not counted until it is back',
    );
  });
  client.on('ready', () => {
    lastError = undefined;
    if (!down) return;
    down = false;
    log.info('Redis of REDIS_URL is back: auth rate limits are counted again');
  });
  // A failed first attempt is already logged by 'error'; the client goes on trying in the background.
  await firstAttempt(client.connect());
  return {
    client,
    close() {
      closing = true;
      client.disconnect();
    },
  };
}

/**
 * Waits for a first connection attempt, at most CONNECT_TIMEOUT_MS: a server that accepts the
 * connection but never answers the handshake would otherwise hold start-up for seconds.
 */
async function firstAttempt(connecting: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, CONNECT_TIMEOUT_MS);
  });
  await Promise.race([connecting.catch(() => undefined), timeout]);
  clearTimeout(timer);
}

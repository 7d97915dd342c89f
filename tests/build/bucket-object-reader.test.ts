import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { S3Client } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it } from 'vitest';
import { objectSource, openObject, PIECE_BYTES, RangeIgnoredError } from '../../scripts/site/bucket-object-reader.ts';

/**
 * How the bucket origin reads an object from stores that answer a Range in ways s3rver does not:
 * a store that answers 416 for an empty object, and one that ignores the Range altogether.
 */

let store: Server | undefined;
let client: S3Client | undefined;

/** A client of a store whose every GET is answered by `handler`. */
async function storeAnswering(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  store = createServer(handler);
  await new Promise<void>((done) => store?.listen(0, '127.0.0.1', done));
  const endpoint = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
  const credentials = { accessKeyId: 'x', secretAccessKey: 'x' };
  client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials, maxAttempts: 1 });
  return objectSource(client, 'site', 10_000);
}

afterEach(async () => {
  client?.destroy();
  store?.closeAllConnections();
  await new Promise<void>((done) => (store === undefined ? done() : store.close(() => done())));
});

const GET = { method: 'GET', ifNoneMatch: undefined };

describe('reading an object a piece at a time', () => {
  it('reads an empty object whole from a store that finds no byte in its Range', async () => {
    const ranges: (string | undefined)[] = [];
    const source = await storeAnswering((request, response) => {
      ranges.push(request.headers.range);
      if (request.headers.range !== undefined) {
        response.writeHead(416, { 'content-type': 'application/xml' });
        response.end('<Error><Code>InvalidRange</Code><Message>not satisfiable</Message></Error>');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '0', etag: '"e"' }).end();
    });
    const object = await openObject(source, 'music/empty.txt', GET, AbortSignal.timeout(10_000));
    expect(object?.headers).toMatchObject({ 'content-length': '0', etag: '"e"' });
    expect(object?.body).toBeDefined();
    if (object?.body !== undefined) expect(await text(object.body)).toBe('');
    expect(ranges).toEqual([`bytes=0-${PIECE_BYTES - 1}`, undefined]);
  });

  it('refuses to hold a whole object from a store that ignores the Range', async () => {
    const size = 4 * PIECE_BYTES;
    const source = await storeAnswering((_, response) => {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(size) });
      response.end(Buffer.alloc(size));
    });
    await expect(openObject(source, 'music/big.bin', GET, AbortSignal.timeout(10_000))).rejects.toBeInstanceOf(
      RangeIgnoredError,
    );
  });
});

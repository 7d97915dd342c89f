import { request } from 'node:http';

/**
 * HTTP requests that a browser or `fetch` would not send: a path exactly as written (no URL
 * normalisation, as `curl --path-as-is`), and a visitor that asks for a file and never reads it.
 */

/** What a server answered. */
export interface RawAnswer {
  readonly status: number;
  readonly body: string;
}

/** A GET of `path` sent byte for byte as written. */
export function getAsIs(origin: string, path: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const sent = request({ host: url.hostname, port: url.port, path, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      answer.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

import { StreamAnswerSchema } from '../../../src/lib/api/stream-links.ts';
import { PlaysReportSchema, STUDIO_PATHS, type PlaysReport } from '../../../src/lib/studio/contract.ts';
import { expectStatus, studio } from './studio-requests.ts';
import { fetchAnswer, getStream } from './stream-requests.ts';
import type { TestServer } from './test-server.ts';

/** The stream links a listener gets for a kind and uuid, with optional headers (a country). */
export async function streamLinks(
  server: TestServer,
  auth: string,
  kind: string,
  uuid: string,
  headers: Record<string, string> = {},
) {
  const answer = await getStream(server, kind, uuid, { authorization: auth, ...headers });
  if (answer.status !== 200) throw new Error(`Expected 200, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return StreamAnswerSchema.parse(answer.body).stream_links;
}

/** Fetches a media link as a player does: a range when given; throws unless it is served. */
export async function fetchMedia(link: string, range?: string): Promise<Buffer> {
  const answer = await fetchAnswer(link, range ? { headers: { range } } : {});
  if (answer.status !== 200 && answer.status !== 206) throw new Error(`${link}: ${answer.status}`);
  return answer.bytes;
}

/** The studio's plays report for a period, read by a member of staff. */
export async function playsReport(server: TestServer, token: string, from: string, to: string): Promise<PlaysReport> {
  const answer = await studio(server, 'GET', `${STUDIO_PATHS.plays}?from=${from}&to=${to}`, { token });
  return PlaysReportSchema.parse(expectStatus(answer, 200));
}

/** A publisher's CSV export for a period: its lines without the byte-order mark, and the answer's headers. */
export async function playsCsv(server: TestServer, token: string, from: string, to: string, publisher: string) {
  const query = new URLSearchParams({ from, to, publisher });
  const response = await fetch(`${server.url}${STUDIO_PATHS.playsExport}?${query.toString()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}: ${bytes.toString('utf8')}`);
  // Decoding drops a byte-order mark, so it is looked for in the bytes.
  const bom = bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]));
  return {
    headers: response.headers,
    bom,
    lines: bytes
      .subarray(bom ? 3 : 0)
      .toString('utf8')
      .split('\r\n'),
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorAnswer } from '#lib/api/contract.ts';
import { HttpError } from './errors.ts';

/** How a route that takes a file reads its body. */
export interface UploadBody {
  /** The most bytes read; a larger body is refused (413) before it is read, or as soon as it passes the mark. */
  maxBytes: number;
  /** The 413's body; `size` is the length the request declared, undefined when it declared none. */
  tooLarge(size: number | undefined): ErrorAnswer;
}

/**
 * Reads every body of the scope's routes as bytes, whatever its Content-Type says, up to
 * `maxBytes`. An upload's route decides from the bytes what they are and refuses what it cannot
 * use in its own words, where a parser per type would answer a bare 415 for a wrong label.
 */
export function acceptUploads(scope: FastifyInstance, upload: UploadBody): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', async (request: FastifyRequest, payload: FastifyRequest['raw']) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > upload.maxBytes) throw new HttpError(413, upload.tooLarge(declared));
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > upload.maxBytes) throw new HttpError(413, upload.tooLarge(undefined));
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, size);
  });
}

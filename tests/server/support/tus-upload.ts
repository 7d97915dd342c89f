import { createHash } from 'node:crypto';
import { Upload, type UploadOptions } from 'tus-js-client';

/** A file's SHA-256, as the studio gives it when an upload starts. */
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** How an upload ended: its URL, or the status and body the server refused it with. */
export type Outcome = { url: string } | { status: number; detail: string };

/**
 * Uploads `bytes` as `filename` with the tus client the studio uses, in small chunks; `stopAfter`
 * aborts it once that many bytes are in (a dropped connection, a closed lid).
 */
export function upload(
  endpoint: string,
  token: string,
  bytes: Buffer,
  filename: string,
  options: { checksum?: string; uploadUrl?: string; stopAfter?: number } = {},
): Promise<Outcome & { offset: number }> {
  return new Promise((done) => {
    let offset = 0;
    const settings: UploadOptions = {
      endpoint,
      chunkSize: 64 * 1024,
      retryDelays: [],
      headers: { authorization: `Bearer ${token}` },
      metadata: { filename, sha256: options.checksum ?? sha256(bytes) },
      ...(options.uploadUrl === undefined ? {} : { uploadUrl: options.uploadUrl }),
      onChunkComplete: (_chunk, accepted) => {
        offset = accepted;
        if (options.stopAfter !== undefined && accepted >= options.stopAfter && accepted < bytes.length)
          void tus.abort().then(() => done({ url: tus.url ?? '', offset }));
      },
      onSuccess: () => done({ url: tus.url ?? '', offset: bytes.length }),
      onError: (error) => {
        const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null })
          .originalResponse;
        const body = response?.getBody() ?? '';
        let detail = body;
        try {
          detail = (JSON.parse(body) as { detail: string }).detail;
        } catch {
          // Not the API's JSON: the text as it is.
        }
        done({ status: response?.getStatus() ?? 0, detail, offset });
      },
    };
    const tus = new Upload(bytes, settings);
    tus.start();
  });
}

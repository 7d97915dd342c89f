import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CachedAnswer } from './catalog-cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;

export type ContentCoding = 'br' | 'gzip';

/** One representation of a cached answer: its bytes, coding and the ETag of exactly those bytes. */
export interface Representation {
  body: Buffer;
  coding: ContentCoding | undefined;
  etag: string;
}

/** The compressed variants of each answer, made once (at first request) and kept with it. */
const variants = new WeakMap<CachedAnswer, Partial<Record<ContentCoding, Promise<Buffer>>>>();

/**
 * The coding to send for an Accept-Encoding header: brotli, then gzip, else none. A coding
 * refused with q=0 is not chosen.
 */
export function chooseCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allowed = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return undefined;
}

/** The ETag of a coding's bytes: a strong ETag names one representation (RFC 9110 8.8.3). */
export function etagFor(answer: CachedAnswer, coding: ContentCoding | undefined): string {
  return coding ? `${answer.etag.slice(0, -1)}-${coding}"` : answer.etag;
}

/** Every ETag the answer's representations carry: any of them names this version. */
export function etagsOf(answer: CachedAnswer): string[] {
  return [answer.etag, etagFor(answer, 'br'), etagFor(answer, 'gzip')];
}

/**
 * How hard an answer is compressed. `standard`: brotli at a middle quality (the catalogue
 * compresses well already, and the highest qualities take seconds on the scale catalogue's
 * /combined/). `fast`: for the bulk details (tens of megabytes for the scale catalogue), brotli 1 and
 * gzip 1, several times faster than brotli 5 for a somewhat larger answer (figures:
 * docs/performance.md): a build waits for the compressing, and a few megabytes more cost less than that.
 */
export type Compression = 'standard' | 'fast';

const LEVELS: Record<Compression, { br: number; gzip: number }> = {
  standard: { br: 5, gzip: 6 },
  fast: { br: 1, gzip: 1 },
};

function compress(body: Buffer, coding: ContentCoding, compression: Compression): Promise<Buffer> {
  const level = LEVELS[compression];
  return coding === 'br'
    ? brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: level.br, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body, { level: level.gzip });
}

/** The coding an answer goes out in for an Accept-Encoding header; undefined for small answers. */
export function codingFor(answer: CachedAnswer, acceptEncoding: string | undefined): ContentCoding | undefined {
  return answer.body.length >= MIN_COMPRESSED_BYTES ? chooseCoding(acceptEncoding) : undefined;
}

/**
 * The representation of a cached answer to send for an Accept-Encoding header. An answer is
 * always asked for with the same `compression`: its compressed copies are made once.
 */
export async function representation(
  answer: CachedAnswer,
  acceptEncoding: string | undefined,
  compression: Compression = 'standard',
): Promise<Representation> {
  const coding = codingFor(answer, acceptEncoding);
  if (!coding) return { body: answer.body, coding: undefined, etag: answer.etag };
  let known = variants.get(answer);
  if (!known) {
    known = {};
    variants.set(answer, known);
  }
  const pending = (known[coding] ??= compress(answer.body, coding, compression));
  return { body: await pending, coding, etag: etagFor(answer, coding) };
}

import { ApiAnswerError } from './loader-errors.ts';

/** What a reader returns for an answer that is not of the type it reads: the host does not offer it. */
export const NOT_OFFERED = Symbol('not offered');

/** What a reader is told about the transfer of the body it reads. */
export interface Transfer {
  /** Turns an error of the transfer (a reset, the timeout) into the failure the client retries. */
  failed(cause: unknown): Error;
  /**
   * More of the body came: the attempt's time limit starts again. Only readers of long streamed
   * bodies call it; for the others the limit covers the whole body.
   */
  progressed(): void;
  /** The whole body came: what the reader still does with it has no time limit. */
  ended(): void;
}

/**
 * How the API client reads one kind of answer body. Anything a reader throws other than what
 * `transfer.failed` made fails the request as it is.
 */
export interface AnswerReader<T> {
  /** The Accept header. */
  accept: string;
  read(response: Response, url: string, transfer: Transfer): Promise<T | typeof NOT_OFFERED>;
}

async function textOf(response: Response, transfer: Transfer): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    throw transfer.failed(cause);
  }
}

/** The body as it came: a worker thread parses it. */
export const textReader: AnswerReader<string> = {
  accept: 'application/json',
  read: (response, _url, transfer) => textOf(response, transfer),
};

/** The media type an answer says it is, without its parameters, in lower case. */
function typeOf(response: Response): string | undefined {
  return (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
}

/** Lets go of a body that will not be read. */
async function discard(response: Response): Promise<typeof NOT_OFFERED> {
  await response.body?.cancel().catch(() => undefined);
  return NOT_OFFERED;
}

/** The body parsed as JSON, naming the URL when it is cut short or not JSON at all. */
export const jsonReader: AnswerReader<unknown> = {
  accept: 'application/json',
  async read(response, url, transfer) {
    const text = await textOf(response, transfer);
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new ApiAnswerError(url, `a body that is not complete JSON (${text.length} characters)`, { cause });
    }
  },
};

/**
 * As `jsonReader`, for a call of our own API: an answer that does not say it is JSON is not
 * offered, as a host that answers every path (a catch-all page) does not offer the call.
 */
export const offeredJsonReader: AnswerReader<unknown> = {
  accept: 'application/json',
  read: (response, url, transfer) =>
    typeOf(response) === 'application/json' ? jsonReader.read(response, url, transfer) : discard(response),
};

/**
 * The complete lines of a body, a batch per chunk as it arrives; the transfer's errors come out
 * as `transfer.failed` makes them, and a last line without its `\n` as a body cut short. The
 * time limit runs from chunk to chunk: a large answer may take longer than it while it keeps
 * coming (the build's main thread, busy with other collections, may also read it late).
 */
async function* linesOf(body: ReadableStream<Uint8Array>, url: string, transfer: Transfer): AsyncGenerator<string[]> {
  const decoder = new TextDecoder();
  let rest = '';
  const reader = body.getReader();
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (cause) {
      throw transfer.failed(cause);
    }
    if (chunk.done) {
      transfer.ended();
      break;
    }
    transfer.progressed();
    rest += decoder.decode(chunk.value, { stream: true });
    const end = rest.lastIndexOf('\n');
    if (end < 0) continue;
    const lines = rest.slice(0, end).split('\n');
    rest = rest.slice(end + 1);
    yield lines.filter((line) => line !== '');
  }
  rest += decoder.decode();
  if (rest !== '')
    throw new ApiAnswerError(url, `a body cut short: its last line has no end (${rest.length} characters)`);
}

/**
 * A body of newline-delimited records of `type`, handed to `consume` line by line as it arrives;
 * what `consume` returns is the body. An answer of another type is not what was asked for:
 * a host that answers every path (a catch-all page) does not offer it.
 */
export function linesReader<T>(
  type: string,
  consume: (batches: AsyncIterable<string[]>) => Promise<T>,
): AnswerReader<T> {
  return {
    accept: type,
    async read(response, url, transfer) {
      if (typeOf(response) !== type || response.body === null) return discard(response);
      return consume(linesOf(response.body, url, transfer));
    },
  };
}

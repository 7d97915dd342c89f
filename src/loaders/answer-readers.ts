import { ApiAnswerError } from './loader-errors.ts';

/** What a reader returns for an answer that is not of the type it reads: the host does not offer it. */
export const NOT_OFFERED = Symbol('not offered');

/**
 * How the API client reads one kind of answer body. `bodyFailed` turns an error of the transfer
 * (a reset, the timeout) into the failure the client retries; anything else a reader throws
 * fails the request as it is.
 */
export interface AnswerReader<T> {
  /** The Accept header. */
  accept: string;
  read(response: Response, url: string, bodyFailed: (cause: unknown) => Error): Promise<T | typeof NOT_OFFERED>;
}

async function textOf(response: Response, bodyFailed: (cause: unknown) => Error): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    throw bodyFailed(cause);
  }
}

/** The body as it came: a worker thread parses it. */
export const textReader: AnswerReader<string> = {
  accept: 'application/json',
  read: (response, _url, bodyFailed) => textOf(response, bodyFailed),
};

/** The body parsed as JSON, naming the URL when it is cut short or not JSON at all. */
export const jsonReader: AnswerReader<unknown> = {
  accept: 'application/json',
  async read(response, url, bodyFailed) {
    const text = await textOf(response, bodyFailed);
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new ApiAnswerError(url, `a body that is not complete JSON (${text.length} characters)`, { cause });
    }
  },
};

/**
 * The complete lines of a body, a batch per chunk as it arrives; the transfer's errors come out
 * as `bodyFailed` makes them, and a last line without its `\n` as a body cut short.
 */
async function* linesOf(
  body: ReadableStream<Uint8Array>,
  url: string,
  bodyFailed: (cause: unknown) => Error,
): AsyncGenerator<string[]> {
  const decoder = new TextDecoder();
  let rest = '';
  const reader = body.getReader();
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (cause) {
      throw bodyFailed(cause);
    }
    if (chunk.done) break;
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
    async read(response, url, bodyFailed) {
      const answered = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (answered !== type || response.body === null) {
        await response.body?.cancel().catch(() => undefined);
        return NOT_OFFERED;
      }
      return consume(linesOf(response.body, url, bodyFailed));
    },
  };
}

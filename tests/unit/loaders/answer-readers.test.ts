import { describe, expect, it } from 'vitest';
import { linesReader, NOT_OFFERED, offeredJsonReader } from '../../../src/loaders/answer-readers.ts';
import { ApiAnswerError } from '../../../src/loaders/loader-errors.ts';

const TYPE = 'application/x-ndjson';
const URL = 'http://host/api/2/composition_details/';

/** An answer whose body arrives in exactly these chunks, then fails when `failWith` is given. */
function answerOf(chunks: Uint8Array[], type = `${TYPE}; charset=utf-8`, failWith?: Error): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (failWith) controller.error(failWith);
      else controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': type } });
}

/** Bytes cut at the given offsets. */
function cut(text: string, ...at: number[]): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  return [0, ...at].map((start, i) => bytes.slice(start, at[i] ?? bytes.length));
}

/** Reads an answer with a reader that collects its batches and what it told of the transfer. */
async function read(response: Response) {
  const batches: string[][] = [];
  const told: string[] = [];
  const reader = linesReader(TYPE, async (lines) => {
    for await (const batch of lines) batches.push(batch);
    return batches.length;
  });
  const transfer = {
    failed: (cause: unknown) => new Error('transfer failed', { cause }),
    progressed: () => void told.push('progressed'),
    ended: () => void told.push('ended'),
  };
  return { result: await reader.read(response, URL, transfer), batches, told };
}

describe('the lines reader', () => {
  it('hands over whole lines as the chunks arrive, whatever the chunks cut (a character included)', async () => {
    // 'é' is two bytes in UTF-8 (14 and 15): the cut at 15 falls between them.
    const text = '{"a":1}\n{"b":"é"}\n\n{"c":3}\n';
    const { batches, told } = await read(answerOf(cut(text, 3, 15, 20)));
    expect(batches.flat()).toEqual(['{"a":1}', '{"b":"é"}', '{"c":3}']);
    expect(batches.length).toBeGreaterThan(1);
    // Each chunk restarts the time limit, and the end of the body stops it.
    expect(told).toEqual(['progressed', 'progressed', 'progressed', 'progressed', 'ended']);
  });

  it('calls a body whose last line has no end cut short', async () => {
    await expect(read(answerOf(cut('{"a":1}\n{"b":')))).rejects.toThrow(
      new ApiAnswerError(URL, 'a body cut short: its last line has no end (5 characters)'),
    );
  });

  it('passes a broken transfer through bodyFailed, for the client to retry', async () => {
    const broken = answerOf(cut('{"a":1}\n'), TYPE, new Error('reset'));
    await expect(read(broken)).rejects.toThrow('transfer failed');
  });

  it('finds an answer of another type not offered, without reading it', async () => {
    const { result, batches } = await read(answerOf(cut('{"detail":"Not here."}'), 'application/json'));
    expect(result).toBe(NOT_OFFERED);
    expect(batches).toEqual([]);
  });
});

describe('the reader of our own calls', () => {
  const transfer = {
    failed: (cause: unknown) => new Error('transfer failed', { cause }),
    progressed: () => undefined,
    ended: () => undefined,
  };
  const read = (text: string, type: string) => offeredJsonReader.read(answerOf(cut(text), type), URL, transfer);

  it('reads a JSON answer', async () => {
    expect(await read('{"version":3}', 'application/json; charset=utf-8')).toEqual({ version: 3 });
  });

  it('finds a page of another type not offered (a host answering every path)', async () => {
    expect(await read('<!doctype html><p>Welcome', 'text/html')).toBe(NOT_OFFERED);
  });

  it('calls a JSON answer cut short what it is', async () => {
    await expect(read('{"version":', 'application/json')).rejects.toThrow(/answered a body that is not complete JSON/);
  });
});

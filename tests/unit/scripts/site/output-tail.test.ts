import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../support/any-text.ts';
import { OutputTail } from '../../../../scripts/site/output-tail.ts';

/** `text`'s UTF-8 bytes cut at `cuts` (any byte offsets, inside a character too). */
function chunksOf(text: string, cuts: number[]): Buffer[] {
  const bytes = Buffer.from(text);
  const offsets = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let from = 0;
  for (const offset of [...offsets, bytes.length]) {
    chunks.push(bytes.subarray(from, offset));
    from = offset;
  }
  return chunks;
}

describe('OutputTail', () => {
  it('keeps the last characters of what was printed, however it was cut into chunks', () => {
    fc.assert(
      fc.property(
        anyText(400),
        fc.array(fc.nat(), { maxLength: 60 }),
        fc.integer({ min: 1, max: 50 }),
        (text, cuts, limit) => {
          const tail = new OutputTail(limit);
          for (const chunk of chunksOf(text, cuts)) tail.add(chunk);
          // What decoding the whole output at once gives (a lone surrogate is printed as U+FFFD).
          expect(tail.text()).toBe(Buffer.from(text).toString('utf8').slice(-limit));
        },
      ),
    );
  });

  it('keeps all of a short output, and only what the end needs of a long one', () => {
    const tail = new OutputTail(10);
    tail.add(Buffer.from('line 1\n'));
    expect(tail.text()).toBe('line 1\n');
    for (let line = 2; line <= 10_000; line++) tail.add(Buffer.from(`line ${line}\n`));
    expect(tail.text()).toBe('line 10000\n'.slice(-10));
  });
});

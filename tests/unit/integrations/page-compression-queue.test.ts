import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompressedPage } from '../../../src/integrations/page-compression-worker.ts';
import { PageCompressionError, PageCompressionQueue } from '../../../src/integrations/page-compression-queue.ts';

/** A compression thread that finishes each page only when the test says so. */
function heldCompression() {
  const held: { size: number; finish: () => void; fail: (error: Error) => void }[] = [];
  const compress = (html: string) =>
    new Promise<CompressedPage>((resolve, reject) => {
      const size = html.length;
      held.push({
        size,
        finish: () => resolve({ digest: 'd', bytes: size, copies: { br: 1, gz: 2 }, milliseconds: 5 }),
        fail: reject,
      });
    });
  return { held, compress };
}

const html = (size: number) => 'a'.repeat(size);
/** Lets every settled promise's callbacks run: what can happen without the test's next step has happened. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PageCompressionQueue', () => {
  it('hands a page over and returns before it is compressed', async () => {
    const { held, compress } = heldCompression();
    const queue = new PageCompressionQueue(compress, 1000);
    await queue.add('a/index.html', html(300));
    await queue.add('b/index.html', html(300));
    expect(held.map((page) => page.size)).toEqual([300, 300]);
    expect(queue.waitingChars).toBe(600);
  });

  it('makes the caller wait while the bound is reached, until pages are done', async () => {
    const { held, compress } = heldCompression();
    const queue = new PageCompressionQueue(compress, 1000);
    await queue.add('a/index.html', html(600));
    await queue.add('b/index.html', html(600));
    let handedOver = false;
    const third = queue.add('c/index.html', html(100)).then(() => (handedOver = true));
    await settle();
    expect(handedOver).toBe(false);
    expect(held).toHaveLength(2);
    held[0]?.finish();
    await third;
    expect(held.map((page) => page.size)).toEqual([600, 600, 100]);
    expect(queue.waitingChars).toBe(700);
  });

  it('never lets more than the bound wait before a page is handed over, whatever the order pages finish in', async () => {
    const pages = fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(pages, fc.array(fc.nat()), async (sizes, picks) => {
        const { held, compress } = heldCompression();
        const queue = new PageCompressionQueue((page) => {
          // What waited before this page (counted already) was under the bound.
          expect(queue.waitingChars - page.length).toBeLessThan(1000);
          return compress(page);
        }, 1000);
        // Pages come without waiting for each other, as the build's concurrent renders do.
        const adding = sizes.map((size, index) => queue.add(`${index}/index.html`, html(size)));
        const finished = new Set<number>();
        for (let pick = 0; ; pick++) {
          await settle();
          const open = [...held.keys()].filter((index) => !finished.has(index));
          const chosen = open[(picks[pick] ?? 0) % Math.max(open.length, 1)];
          if (chosen === undefined) break;
          finished.add(chosen);
          held[chosen]?.finish();
        }
        await Promise.all(adding);
        const summary = await queue.drain();
        expect(summary.pages).toBe(sizes.length);
        expect(summary.bytes).toBe(sizes.reduce((sum, size) => sum + size, 0));
        expect(queue.waitingChars).toBe(0);
      }),
      { numRuns: 50 },
    );
  });

  it('drains: waits for every page handed over, and sums what they came to', async () => {
    const { held, compress } = heldCompression();
    const queue = new PageCompressionQueue(compress, 1000);
    await queue.add('a/index.html', html(10));
    await queue.add('b/index.html', html(20));
    let drained = false;
    const draining = queue.drain().then((summary) => {
      drained = true;
      return summary;
    });
    held[1]?.finish();
    await settle();
    expect(drained).toBe(false);
    held[0]?.finish();
    expect(await draining).toEqual({
      pages: 2,
      bytes: 30,
      brotliBytes: 2,
      gzipBytes: 4,
      alreadyKept: 0,
      workerMilliseconds: 10,
      waitedMilliseconds: 0,
    });
  });

  it('counts a page whose copies were kept already apart from those compressed', async () => {
    const queue = new PageCompressionQueue(
      (page) => Promise.resolve({ digest: 'd', bytes: page.length, milliseconds: 1 }),
      1000,
    );
    await queue.add('a/index.html', html(10));
    expect(await queue.drain()).toMatchObject({ pages: 0, bytes: 0, alreadyKept: 1 });
  });

  it('gives the first failure, naming its page, when drained, and sends no page after it', async () => {
    const { held, compress } = heldCompression();
    const queue = new PageCompressionQueue(compress, 1000);
    await queue.add('a/index.html', html(10));
    await queue.add('b/index.html', html(10));
    held[0]?.fail(new Error('ENOSPC: no space left on device'));
    held[1]?.fail(new Error('a later failure'));
    await settle();
    await queue.add('c/index.html', html(10));
    expect(held).toHaveLength(2);
    const failure = await queue.drain().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PageCompressionError);
    expect((failure as Error).message).toBe(
      'Could not compress the rendered page a/index.html: ENOSPC: no space left on device',
    );
  });

  it('turns a compression that throws at once into the same failure', async () => {
    const queue = new PageCompressionQueue(() => {
      throw new Error('the thread pool is closed');
    }, 1000);
    await queue.add('a/index.html', html(10));
    await expect(queue.drain()).rejects.toThrow(/a\/index\.html: the thread pool is closed/);
  });
});

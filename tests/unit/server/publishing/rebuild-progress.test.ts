import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RebuildProgressReader } from '../../../../server/src/publishing/rebuild-progress.ts';

/** A rebuild's log as Astro and the pipeline write it (colours included), for the reader. */
const LOG = [
  '12:00:01 [content] Syncing content',
  '12:00:01 [content] Synced content',
  '\u001b[42m\u001b[30m generating static routes \u001b[39m\u001b[49m',
  '12:00:02 ▶ src/pages/composition/[identifier].astro',
  '12:00:02   \u001b[34m├─\u001b[39m \u001b[2m/composition/a/index.html\u001b[22m \u001b[2m(+3ms)\u001b[22m',
  '12:00:02   \u001b[32m├─\u001b[39m \u001b[2m/composition/b/index.html\u001b[22m \u001b[32m(cached)\u001b[39m',
  '12:00:02   \u001b[34m├─\u001b[39m \u001b[2m/index.html\u001b[22m \u001b[2m(+9ms)\u001b[22m',
  '\u001b[32m✓ Completed in 1.2s.\u001b[39m',
  '12:00:03 [build] 3 page(s) built in \u001b[1m2.1s\u001b[22m',
  '12:00:03 [build] \u001b[1mComplete!\u001b[22m',
  'Link check: 40 links on 3 pages all lead to built pages. (0.1 s, 3 pages read)',
  'Precompressed 12 files (1 bytes: 1 brotli, 1 gzip; 0 unchanged, their copies kept from the last build) in 0.2 s.',
  'Rebuilt and published build 20261129T120000Z-abcd (3 pages, 12 files) to /srv/www in 3.0 s.',
].join('\n');

describe('the rebuild progress reader', () => {
  it('follows the phases line by line and counts the pages written, cached ones too', () => {
    const reader = new RebuildProgressReader();
    const seen = LOG.split('\n').flatMap((line) => (reader.read(`${line}\n`) ? [{ ...reader.progress }] : []));
    expect(seen).toEqual([
      { phase: 'rendering', pages: 0 },
      { phase: 'rendering', pages: 1 },
      { phase: 'rendering', pages: 2 },
      { phase: 'rendering', pages: 3 },
      { phase: 'checking', pages: 3 },
      { phase: 'publishing', pages: 3 },
    ]);
  });

  it('comes to the same end however the log is cut into chunks', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: LOG.length }), { maxLength: 30 }), (cuts) => {
        const points = [...new Set([0, ...cuts, LOG.length + 1])].sort((a, b) => a - b);
        const reader = new RebuildProgressReader();
        for (let i = 1; i < points.length; i++) reader.read(`${LOG}\n`.slice(points[i - 1], points[i]));
        expect(reader.progress).toEqual({ phase: 'publishing', pages: 3 });
      }),
    );
  });

  it('starts at pulling and is not moved by lines it does not know', () => {
    const reader = new RebuildProgressReader();
    expect(reader.read('some other line\nand another\n')).toBe(false);
    expect(reader.progress).toEqual({ phase: 'pulling', pages: 0 });
  });
});

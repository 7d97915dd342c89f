import { describe, expect, it } from 'vitest';
import { astroDuration, buildPhases, phaseTable } from '../../../../scripts/bench/build-phases.ts';
import { indexSummaryLine } from '../../../../src/features/search/integrations/pagefind.ts';

/** The lines of a real scale build's output that name its phases, among others like them. */
const SCALE_BUILD = `11:31:34 [content] Syncing content
11:31:40 [concert-library-compositions] compositions: 10000 entries
11:33:09 [content] Synced content
11:33:09 [types] Generated 1m 37s
11:33:09 [build] ✓ Completed in 1m 38s.
11:33:19 [vite] ✓ built in 2.70s

 generating static routes 
11:33:32   ├─ /404.html11:33:32   ├─ /account/index.html (+182ms) 
\u001b[32m11:35:58 ✓ Completed in 2m 39s.\u001b[39m

11:35:58 [build] ✓ Completed in 2m 49s.
11:36:35 [concert-library:pagefind] Indexed 14212 pages for full-text search in 25.7 s.
11:36:35 [build] 14865 page(s) built in 5m 4s
11:33:20 [vite] ✓ built in 598ms
Link check: 685242 links on 14866 pages all lead to built pages. (5.3 s)
Precompressed 15009 files (687201104 bytes: 114277143 brotli, 125745870 gzip; 15009 unchanged, their copies kept from the last build) in 6.3 s.
Site built into /srv/site.
`;

describe('astroDuration', () => {
  it('reads the forms Astro prints', () => {
    expect(astroDuration('812ms')).toBe(0.812);
    expect(astroDuration('7.64s')).toBe(7.64);
    expect(astroDuration('2m 39s')).toBe(159);
    expect(astroDuration('1m 3.5s')).toBe(63.5);
    expect(astroDuration('soon')).toBeNull();
    expect(astroDuration('')).toBeNull();
  });
});

describe('buildPhases', () => {
  it('reads every phase of a build, colours or not', () => {
    expect(buildPhases(SCALE_BUILD, 308)).toEqual({
      pull: 95,
      bundle: 3.3,
      render: 159,
      index: 25.7,
      check: 5.3,
      compress: 6.3,
      total: 308,
    });
  });

  it('reads the link check whether or not it says how many pages it read', () => {
    const line = 'Link check: 685242 links on 14866 pages all lead to built pages.';
    expect(buildPhases(`${line} (0.6 s, 21 pages read)\n`, 12).check).toBe(0.6);
    expect(buildPhases(`${line} (5.3 s)\n`, 12).check).toBe(5.3);
  });

  it('reads the index in every form the integration reports it: all shards, some, or none re-indexed', () => {
    const summary = { pages: 14212, shards: 8, indexedShards: 8, outputPath: 'dist/pagefind' };
    const build = (line: string) => `11:36:35 [concert-library:pagefind] ${line}\n`;
    expect(buildPhases(build(indexSummaryLine(summary, '21.4')), 30).index).toBe(21.4);
    expect(buildPhases(build(indexSummaryLine({ ...summary, indexedShards: 1 }, '3.2')), 30).index).toBe(3.2);
    expect(buildPhases(build(indexSummaryLine({ ...summary, indexedShards: 0 }, '1.9')), 30).index).toBe(1.9);
  });

  it('leaves out what a build did not print: a bare Astro build has no pull and no index', () => {
    const bare = ' generating static routes \n11:00:01   ├─ /1/index.html (+1ms)\n11:00:09 ✓ Completed in 8.12s.\n';
    expect(buildPhases(bare, 12)).toEqual({
      pull: null,
      bundle: null,
      render: 8.12,
      index: null,
      check: null,
      compress: null,
      total: 12,
    });
  });

  it('counts a pull across midnight', () => {
    const output = '23:59:50 [content] Syncing content\n00:00:10 [content] Synced content\n';
    expect(buildPhases(output, 30).pull).toBe(20);
  });
});

describe('phaseTable', () => {
  it('puts the phases in rows, what they leave of the total as other (the link check and the precompression at once), and the builds in columns; a dash for no such phase', () => {
    const table = phaseTable({
      full: { pull: 20, bundle: 3, render: 54, index: 23, check: 5, compress: 4, total: 112.3 },
      bare: { pull: null, bundle: 0.5, render: 12.4, index: null, check: null, compress: null, total: 14.4 },
    });
    expect(table.split('\n')).toEqual([
      'phase (s)   full  bare',
      'pull        20.0     —',
      'bundle       3.0   0.5',
      'render      54.0  12.4',
      'index       23.0     —',
      'check        5.0     —',
      'compress     4.0     —',
      'other        7.3   1.5',
      'total      112.3  14.4',
    ]);
  });
});

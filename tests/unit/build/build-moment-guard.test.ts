import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A build keeps the published site only while what its pages show of the time holds, as the
 * build's moment notes it (src/data/build-time.ts). A page that read the clock itself would show
 * a time no note covers: every page, component, layout and data module reads it there.
 */
const FOLDERS = ['src/pages', 'src/components', 'src/layouts', 'src/data', 'src/islands'];

/** Lines that read the clock in the browser only, never while a page is built. */
const BROWSER_ONLY = new Set([
  // The 'iCal file' link is made when a visitor opens the calendar menu (it reads `window`).
  'src/features/live/islands/CalendarMenu.tsx: links(stream, window.location.origin, new Date()).map((link) => (',
]);

function sourcesUnder(folder: string): string[] {
  return readdirSync(resolve(folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(astro|ts|tsx)$/.test(entry.name))
    .map((entry) => relative(resolve('.'), join(entry.parentPath, entry.name)));
}

describe('the build’s moment', () => {
  it('is the only clock the pages read while they are built', () => {
    const reads = FOLDERS.flatMap(sourcesUnder)
      .filter((file) => file !== join('src', 'data', 'build-time.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /new Date\(\)|Date\.now\(\)/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      )
      .filter((read) => !BROWSER_ONLY.has(read));
    expect(reads).toEqual([]);
  });
});

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stylesheetHrefs } from '../../../src/integrations/stylesheet-links.ts';
import { StylesheetMerger } from '../../../src/integrations/stylesheet-merger.ts';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'stylesheet-merger-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** An output folder holding Astro's split stylesheets. */
function outDir(name: string): string {
  const dir = join(work, name);
  mkdirSync(join(dir, '_astro'), { recursive: true });
  writeFileSync(join(dir, '_astro', 'Base.1.css'), 'body{margin:0}');
  writeFileSync(join(dir, '_astro', 'List.2.css'), '.list{gap:1rem}');
  writeFileSync(join(dir, '_astro', 'Fonts.3.css'), "@import url('x.css');");
  return dir;
}

const page = (...sheets: string[]) =>
  `<html><head>${sheets.map((sheet) => `<link rel="stylesheet" href="/b/_astro/${sheet}">`).join('')}<title>t</title></head><body></body></html>`;

const mergedFiles = (dir: string) => readdirSync(join(dir, '_astro')).filter((name) => name.startsWith('styles.'));

describe('StylesheetMerger', () => {
  it('links one file holding the sheets in order, written once for every page with the same set', () => {
    const dir = outDir('site');
    const merger = new StylesheetMerger(dir, '/b/', join(work, 'kept'));
    const first = merger.merge(page('Base.1.css', 'List.2.css'));
    const second = merger.merge(page('Base.1.css', 'List.2.css'));
    expect(second).toBe(first);
    const [href] = stylesheetHrefs(first);
    expect(href).toMatch(/^\/b\/_astro\/styles\.[\w-]{10}\.css$/);
    expect(readFileSync(join(dir, href!.slice('/b/'.length)), 'utf8')).toBe('body{margin:0}\n.list{gap:1rem}');
    expect(mergedFiles(dir)).toHaveLength(1);
    expect(merger).toMatchObject({ pages: 2, files: 1 });
  });

  it('leaves a page with one sheet, or with a sheet that must come first, as it is', () => {
    const merger = new StylesheetMerger(outDir('site'), '/b/', join(work, 'kept'));
    expect(merger.merge(page('Base.1.css'))).toBe(page('Base.1.css'));
    expect(merger.merge(page('Base.1.css', 'Fonts.3.css'))).toBe(page('Base.1.css', 'Fonts.3.css'));
    expect(merger.pages).toBe(0);
  });

  it('puts back the merged files a later build did not write, for the pages it restored unrendered', () => {
    const kept = join(work, 'kept');
    const first = outDir('first');
    const merged = new StylesheetMerger(first, '/b/', kept).merge(page('Base.1.css', 'List.2.css'));
    const name = stylesheetHrefs(merged)[0]!.slice('/b/_astro/'.length);

    const second = outDir('second');
    const later = new StylesheetMerger(second, '/b/', kept);
    expect(existsSync(join(second, '_astro', name))).toBe(false);
    expect(later.restoreKept()).toBe(1);
    expect(readFileSync(join(second, '_astro', name), 'utf8')).toBe(readFileSync(join(first, '_astro', name), 'utf8'));
    expect(later.restoreKept()).toBe(0);
  });
});

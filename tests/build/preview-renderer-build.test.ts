import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Combined,
  CompositionDetail,
  CuratedCollection,
  LiveStream,
  MediaFeature,
  ProgramDetail,
} from '../../src/lib/api/contract.ts';
import { DEFAULT_LIST_PAGE_SIZE } from '../../src/lib/catalog/list-pages.ts';
import { PREVIEW_PREFIX } from '../../src/lib/studio/paths.ts';
import type { ReadApi } from '../../src/lib/studio/preview.ts';
import { metaDescription } from '../../src/lib/html/plain-text.ts';
import type { SearchIndexDocument } from '../../src/features/search/lib/index-document.ts';
import { stripEmphasis } from '../../src/lib/text/emphasis.ts';
import {
  loadPreviewRenderer,
  PreviewRendererMissingError,
  PreviewRendererStaleError,
} from '../../server/src/preview/preview-renderer.ts';
import { rendererSettings } from '../../server/src/preview/renderer-stamp.ts';
import { buildComposition, buildPerson, refTo } from '../support/contract-builders.ts';
import { answersReader } from '../support/preview-reader.ts';
import { demoCatalogueAnswers } from './support/demo-answers.ts';

/**
 * The studio's preview renderer, built once through its real build script and loaded as the API
 * loads it, drawing each kind of page from the demo catalogue's answers (what the API's reader of
 * the drafts answers when nothing is drafted): the site's page with the draft's content, under the
 * preview's banner, never cached nor indexed; a 404 for a record the catalogue lacks; one sentence
 * when the reader fails. It prints how long a page takes, first and warm (docs/studio.md, "Preview").
 */

const REPO = resolve(import.meta.dirname, '../..');
/** The site's origin the renderer is built for: its links lead there. */
const SITE_ORIGIN = 'http://site.example.test:4321';
const BROKEN_READER = 'x-test-reader';
/** A request header that has the page drawn from the demo with a composer of three pages of works. */
const MANY_WORKS = 'x-test-many-works';
/** Works on a page of a list, as the renderer is built (whatever the environment says). */
const PAGE_SIZE = DEFAULT_LIST_PAGE_SIZE;
/** The composer of Study 1 to Study {2 × PAGE_SIZE + 1}: three pages of works. */
const PROLIFIC = 'pia-prolific';
/** What the banner says of the record, as the API hands it over. */
const STATE = 'Unpublished changes';

let work = '';
let server: Server | undefined;
let origin = '';
let answers = new Map<string, unknown>();
let firstRenderMs = 0;

/** The site's settings the renderer is built with. */
const SETTINGS = {
  SITE_ORIGIN,
  API_BASE: 'http://api.example.test:8000',
  LIST_PAGE_SIZE: String(PAGE_SIZE),
};

/** The environment `npm run build:preview` runs in, building into `out`. */
const buildEnv = (out: string): NodeJS.ProcessEnv => ({
  ...process.env,
  PREVIEW_RENDERER_DIR: out,
  PREVIEW_CACHE_DIR: join(work, 'cache'),
  ...SETTINGS,
});

/** Runs `npm run build:preview`'s script into `out` (with `args`); its output, or a failure with it. */
function buildRenderer(out: string, args: string[] = []): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['scripts/build-preview.ts', ...args], {
      cwd: REPO,
      env: buildEnv(out),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(output) : fail(new Error(`build:preview failed:\n${output}`))));
  });
}

const failingReader: ReadApi = () => Promise.reject(new Error('connection refused at 10.0.0.7:5432'));

/** The demo's answers with a composer, PROLIFIC, of more works than two pages hold. */
function withProlificComposer(demo: ReadonlyMap<string, unknown>): Map<string, unknown> {
  const catalogue = demo.get('/api/2/combined/') as Combined;
  const firstId = Math.max(...catalogue.compositions.map((c) => c.id), ...catalogue.people.map((p) => p.id)) + 1;
  const composer = buildPerson({
    id: firstId,
    identifier: PROLIFIC,
    first_name: 'Pia',
    last_name: 'Prolific',
    primaryKind: 'composer',
  });
  const studies = Array.from({ length: 2 * PAGE_SIZE + 1 }, (_, index) =>
    buildComposition({
      id: firstId + 1 + index,
      identifier: `study-${index + 1}`,
      title: `Study ${index + 1}`,
      composer: refTo(composer),
    }),
  );
  const combined = {
    ...catalogue,
    people: [...catalogue.people, composer],
    compositions: [...catalogue.compositions, ...studies],
  };
  return new Map([...demo, ['/api/2/combined/', combined]]);
}

beforeAll(async () => {
  mkdirSync(join(REPO, 'var'), { recursive: true });
  work = mkdtempSync(join(REPO, 'var', 'preview-renderer-test-'));
  const [demo] = await Promise.all([demoCatalogueAnswers(), buildRenderer(join(work, 'renderer'))]);
  answers = demo;
  const listeners = process.listenerCount('unhandledRejection');
  const renderer = await loadPreviewRenderer(join(work, 'renderer'));
  expect(process.listenerCount('unhandledRejection')).toBe(listeners);
  const { readApi } = answersReader(answers);
  const manyWorks = answersReader(withProlificComposer(answers)).readApi;
  const readerOf = (req: IncomingMessage) =>
    req.headers[BROKEN_READER] ? failingReader : req.headers[MANY_WORKS] ? manyWorks : readApi;
  server = createServer((req, res) => {
    const path = (req.url ?? '').slice(PREVIEW_PREFIX.length) || '/';
    const answer = renderer.isFile(path)
      ? renderer.file(req, res, path)
      : renderer.page(req, res, { path, readApi: readerOf(req), state: STATE });
    answer.catch((error: unknown) => res.destroy(error instanceof Error ? error : undefined));
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const started = performance.now();
  await preview('/');
  firstRenderMs = performance.now() - started;
}, 300_000);

afterAll(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A preview page as a browser gets it, with its text read out of its markup. */
async function preview(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${PREVIEW_PREFIX}${path}`, { headers });
  const html = await response.text();
  const text = html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<template[\s\S]*?<\/template>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { response, html, text };
}

/** What every preview answer carries. */
function expectPreviewAnswer(page: Awaited<ReturnType<typeof preview>>, status: number): void {
  expect(page.response.status).toBe(status);
  expect(page.response.headers.get('cache-control')).toBe('private, no-store');
  expect(page.response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(page.response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(page.html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(page.text).toContain(`Preview: not published ${STATE}`);
  // Every address of the site leads to the published site, not into the API.
  expect(page.html).not.toMatch(/(?:href|src|action)="\/music\/concert-library/);
  expect(page.html).not.toMatch(/\n\s+at .+:\d+:\d+/);
}

const combined = () => answers.get('/api/2/combined/') as Combined;
const listOf = <T>(path: string) => (answers.get(path) as { results: T[] }).results;
/** The first few words of an HTML text, as a page shows them. */
const opening = (html: string) => metaDescription(html).split(' ').slice(0, 6).join(' ');

describe('the preview renderer', () => {
  it('draws a composition’s page: title, program note, under the banner', async () => {
    const work = combined()
      .compositions.map((c) => answers.get(`/api/2/compositions/${c.identifier}/`) as CompositionDetail | undefined)
      .find((d) => d?.primary_program_note?.text.includes('<p>'));
    if (work === undefined) throw new Error('The demo catalogue has no composition with a program note');
    const page = await preview(`/composition/${work.identifier}/`);
    expectPreviewAnswer(page, 200);
    expect(page.text).toContain(stripEmphasis(work.title));
    expect(page.text).toContain(opening(work.primary_program_note?.text ?? ''));
    expect(page.html).toContain(
      `<link rel="canonical" href="${SITE_ORIGIN}/music/concert-library/composition/${work.identifier}">`,
    );
  });

  it('draws a composer’s page with their works', async () => {
    const work = combined().compositions.find((c) => c.composer !== null && !c.unlisted);
    const composer = combined().people.find((p) => p.id === work?.composer?.id);
    if (work === undefined || composer === undefined) throw new Error('The demo catalogue has no composer');
    const page = await preview(`/compositions/composer/${composer.identifier}/`);
    expectPreviewAnswer(page, 200);
    expect(page.text).toContain(composer.full_name);
    expect(page.text).toContain(stripEmphasis(work.title));
  });

  it('draws each later page of a person’s works, its page links staying in the preview', async () => {
    const many = { [MANY_WORKS]: '1' };
    const list = `/compositions/composer/${PROLIFIC}`;
    const total = 2 * PAGE_SIZE + 1;
    const first = await preview(`${list}/`, many);
    expectPreviewAnswer(first, 200);
    expect(first.text).toContain(`1–${PAGE_SIZE} of ${total} compositions`);
    const second = await preview(`${list}/page/2/`, many);
    expectPreviewAnswer(second, 200);
    expect(second.html).toContain('<title>Pia Prolific — page 2');
    expect(second.text).toContain(`${PAGE_SIZE + 1}–${2 * PAGE_SIZE} of ${total} compositions`);
    expect(second.text).toMatch(new RegExp(`\\bStudy ${PAGE_SIZE + 1}\\b[\\s\\S]*\\bStudy ${2 * PAGE_SIZE}\\b`));
    expect(second.text).not.toMatch(new RegExp(`\\bStudy (?:${PAGE_SIZE}|${2 * PAGE_SIZE + 1})\\b`));
    // The page links lead to the preview of the same person's pages, the banner's state kept; the head's
    // links for crawlers, like the canonical URL, name the published pages.
    const nav = /<nav[^>]*class="pagination"[\s\S]*?<\/nav>/.exec(second.html)?.[0] ?? '';
    const links = [...nav.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
    const state = `state=${encodeURIComponent(STATE).replace(/%20/g, '+')}`;
    expect(links).toEqual([
      `${PREVIEW_PREFIX}${list}?${state}`,
      `${PREVIEW_PREFIX}${list}?${state}`,
      `${PREVIEW_PREFIX}${list}/page/2?${state}`,
      `${PREVIEW_PREFIX}${list}/page/3?${state}`,
      `${PREVIEW_PREFIX}${list}/page/3?${state}`,
    ]);
    expect(second.html).toContain(`<link rel="next" href="${SITE_ORIGIN}/music/concert-library${list}/page/3">`);
    const third = await fetch(`${origin}${links.at(-1) ?? ''}`, { headers: many });
    expect(third.status).toBe(200);
    expect(await third.text()).toMatch(new RegExp(`\\bStudy ${total}\\b`));
    for (const beyond of [`${list}/page/4/`, `${list}/page/1/`, `${list}/page/x/`]) {
      const missing = await preview(beyond, many);
      expectPreviewAnswer(missing, 404);
      expect(missing.text).toContain('Composer not found');
    }
  });

  it('draws a concert’s page with its program', async () => {
    const program = combined()
      .programs.map((p) => answers.get(`/api/2/programs/${p.identifier}/`) as ProgramDetail | undefined)
      .find((p) => p !== undefined && p.composition_performances.length > 0);
    if (program === undefined) throw new Error('The demo catalogue has no concert with a program');
    const page = await preview(`/concert/${program.identifier}/`);
    expectPreviewAnswer(page, 200);
    expect(page.text).toContain(stripEmphasis(program.title));
    expect(page.text).toContain(stripEmphasis(program.composition_performances[0]?.composition.title ?? ''));
  });

  it('draws a live stream’s, a feature’s and a collection’s pages', async () => {
    const [stream] = listOf<LiveStream>('/api/2/live_streams/');
    const [feature] = listOf<MediaFeature>('/api/2/media_features/');
    const [collection] = listOf<CuratedCollection>('/api/2/curated_collections/');
    if (!stream || !feature || !collection) throw new Error('The demo catalogue lacks a list');
    for (const [path, title] of [
      [`/live-stream/${stream.identifier}/`, stream.title],
      [`/feature/${feature.identifier}/`, feature.title],
      [`/collections/${collection.identifier}/`, collection.title],
    ] as const) {
      const page = await preview(path);
      expectPreviewAnswer(page, 200);
      expect(page.text).toContain(stripEmphasis(title));
    }
  });

  it('draws the home page', async () => {
    const page = await preview('/');
    expectPreviewAnswer(page, 200);
    expect(page.text).toContain('Video Concerts');
    expect(page.text).toContain(
      stripEmphasis(listOf<CuratedCollection>('/api/2/curated_collections/')[0]?.title ?? '-'),
    );
  });

  it('answers 404 in the spec’s words for a record the catalogue lacks, and for a page that is no record', async () => {
    const missing = await preview('/composition/no-such-work/');
    expectPreviewAnswer(missing, 404);
    expect(missing.text).toContain('Composition not found');
    const performer = await preview('/compositions/performer/nobody/');
    expectPreviewAnswer(performer, 404);
    expect(performer.text).toContain('Performer not found');
    const list = await preview('/compositions/');
    expectPreviewAnswer(list, 404);
    expect(list.text).toContain('Page not found');
  });

  it('says in one sentence that the catalogue could not be read, never how', async () => {
    const page = await preview('/concert/any/', { [BROKEN_READER]: '1' });
    expectPreviewAnswer(page, 502);
    expect(page.text).toContain('The draft catalogue could not be read, so this preview could not be made');
    expect(page.text).not.toContain('10.0.0.7');
  });

  it('serves its stylesheets and scripts under its mount, named by their content', async () => {
    const { html } = await preview('/');
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(stylesheet.startsWith(`${PREVIEW_PREFIX}/_astro/`)).toBe(true);
    const response = await fetch(`${origin}${stylesheet}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('.preview-banner');
    expect((await fetch(`${origin}${PREVIEW_PREFIX}/_astro/../server/entry.mjs`)).status).toBe(404);
    expect((await fetch(`${origin}${PREVIEW_PREFIX}/_astro/%2e%2e%2fserver%2fentry.mjs`)).status).toBe(404);
  });

  it('carries its own script, which sends the links drawn in the browser to the site, under the page’s CSP', async () => {
    const page = await preview('/');
    const policy = page.response.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const head = /<head>[\s\S]*?<\/head>/.exec(page.html)?.[0] ?? '';
    const inline = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    // Built for the site the renderer is built for.
    const own = inline.find((code) => code.includes('MutationObserver') && code.includes(SITE_ORIGIN));
    if (own === undefined)
      throw new Error(`No script of the preview's own among the head's ${inline.length} inline ones`);
    // Allowed by its digest, as the layout's head script is.
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(own).digest('base64')}'`);
  });

  it('lets the site’s origin in where its addresses lead there: its pictures and a form’s action', async () => {
    const policy = (await preview('/')).response.headers.get('content-security-policy') ?? '';
    const sources = (name: string) =>
      (policy.split(';').find((directive) => directive.trim().startsWith(`${name} `)) ?? '').trim().split(' ');
    const site = new URL(SITE_ORIGIN).origin;
    expect(sources('img-src')).toContain(site);
    expect(sources('form-action')).toEqual(['form-action', "'self'", site]);
    // Nothing is fetched from the site's origin: the search index is the preview's own.
    expect(sources('connect-src')).not.toContain(site);
  });

  it('takes a fraction of a second a page', async () => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await preview('/');
      times.push(performance.now() - started);
    }
    const warm = times.sort((a, b) => a - b)[2] ?? 0;
    console.log(
      `Preview of the home page: first ${firstRenderMs.toFixed(0)} ms, warm (median of 5) ${warm.toFixed(0)} ms`,
    );
    expect(warm).toBeLessThan(5_000);
  });
});

describe('the search index of a preview', () => {
  it('is the site’s index of the catalogue previewed, kept by no cache', async () => {
    const answer = await fetch(`${origin}${PREVIEW_PREFIX}/search-index.json`, { headers: { [MANY_WORKS]: '1' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const index = (await answer.json()) as SearchIndexDocument;
    // The catalogue previewed, not the demo's alone: its composer and every one of its studies.
    expect(index.a[1]).toContain('Pia Prolific');
    expect(index.c[1]).toEqual(expect.arrayContaining(['Study 1', `Study ${2 * PAGE_SIZE + 1}`]));
    expect(index.c[1]).toContain(combined().compositions.find((work) => work.hasDetail)?.title);
  });

  it('says in one sentence when the catalogue cannot be read', async () => {
    const answer = await fetch(`${origin}${PREVIEW_PREFIX}/search-index.json`, { headers: { [BROKEN_READER]: '1' } });
    expect(answer.status).toBe(502);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({
      detail: 'The draft catalogue could not be read, so this preview could not be made: try again in a moment.',
    });
  });
});

describe('loading the renderer', () => {
  const out = () => join(work, 'renderer');

  it('loads it with the settings it was built with, and names the settings that differ from others', async () => {
    const built = { settings: () => rendererSettings(buildEnv(out())) };
    await expect(loadPreviewRenderer(out(), built)).resolves.toBeDefined();
    const elsewhere = {
      settings: () => rendererSettings({ ...buildEnv(out()), SITE_ORIGIN: 'https://elsewhere.test' }),
    };
    await expect(loadPreviewRenderer(out(), elsewhere)).rejects.toThrow(PreviewRendererStaleError);
    await expect(loadPreviewRenderer(out(), elsewhere)).rejects.toThrow(
      `The preview renderer in ${out()} was built from other settings (SITE_ORIGIN) than this API's`,
    );
  });

  it('is built again only when it is not current, with --if-stale', async () => {
    expect(await buildRenderer(out(), ['--if-stale'])).toContain(
      `The preview renderer in ${out()} is current: nothing to build.`,
    );
  });

  it('fails in one sentence where it was not built', async () => {
    await expect(loadPreviewRenderer(join(work, 'nothing'))).rejects.toThrow(PreviewRendererMissingError);
    await expect(loadPreviewRenderer(join(work, 'nothing'))).rejects.toThrow(
      'The preview renderer is not built: run npm run build:preview',
    );
  });
});

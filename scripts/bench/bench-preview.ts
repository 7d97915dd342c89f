import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Combined, CuratedCollection, LiveStream, MediaFeature } from '#lib/api/contract.ts';
import { PREVIEW_PREFIX } from '#lib/studio/paths.ts';
import type { ReadApi } from '#lib/studio/preview.ts';
import { loadPreviewRenderer } from '../../server/src/preview/preview-renderer.ts';
import { seedScaleCatalogue, startApi } from './scale-site-support.ts';

/**
 * `npm run bench:preview`: how long the studio's preview renderer takes to answer each kind of page
 * over the scale catalogue (10,000 compositions, 3,000 people, 1,000 programs), the renderer as
 * `npm run build:preview` last built it (var/preview-renderer/), its reader fetching the answers
 * from the real API on loopback (the API's own reader of the drafts reads them in process). Per kind:
 * the first answer (the page's modules load) and the median of ROUNDS (default 10) after it.
 * Results go to bench/results/preview.json; docs/studio.md ("Preview") quotes them.
 */
const ROUNDS = Number(process.env['ROUNDS'] ?? 10);
const API_BASE = 'http://127.0.0.1:8767';

const work = mkdtempSync(join(tmpdir(), 'concert-library-bench-preview-'));
const database = join(work, 'scale.sqlite');
seedScaleCatalogue(join(work, 'scale.json'), database);
const api = await startApi(database, API_BASE);

/** The API's answer at `path`, or undefined for a 404. */
const readApi: ReadApi = async (path) => {
  const response = await fetch(`${API_BASE}${path}`);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
};
const listOf = async <T>(path: string) => ((await readApi(path)) as { results: T[] }).results;

try {
  const renderer = await loadPreviewRenderer();
  const server = createServer((req, res) => {
    const path = (req.url ?? '').slice(PREVIEW_PREFIX.length) || '/';
    void renderer.page(req, res, { path, readApi });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PREVIEW_PREFIX}`;

  const combined = (await readApi('/api/2/combined/')) as Combined;
  const work = combined.compositions.find((c) => c.composer !== null && c.hasDetail);
  const [stream] = await listOf<LiveStream>('/api/2/live_streams/');
  const [feature] = await listOf<MediaFeature>('/api/2/media_features/');
  const [collection] = await listOf<CuratedCollection>('/api/2/curated_collections/');
  const pages: Record<string, string> = {
    composition: `/composition/${work?.identifier ?? ''}/`,
    composer: `/compositions/composer/${work?.composer?.identifier ?? ''}/`,
    concert: `/concert/${combined.programs[0]?.identifier ?? ''}/`,
    'live stream': `/live-stream/${stream?.identifier ?? ''}/`,
    feature: `/feature/${feature?.identifier ?? ''}/`,
    collection: `/collections/${collection?.identifier ?? ''}/`,
    home: '/',
  };

  /** One answer's time in milliseconds; throws unless it is a page. */
  const timedAnswer = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`);
    await response.text();
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    return Math.round(performance.now() - started);
  };
  const figures: Record<string, { path: string; first_ms: number; warm_median_ms: number }> = {};
  for (const [kind, path] of Object.entries(pages)) {
    const first = await timedAnswer(path);
    const warm: number[] = [];
    for (let i = 0; i < ROUNDS; i++) warm.push(await timedAnswer(path));
    warm.sort((a, b) => a - b);
    figures[kind] = { path, first_ms: first, warm_median_ms: warm[Math.floor(warm.length / 2)] ?? 0 };
    console.log(
      `${kind.padEnd(12)} first ${String(first).padStart(5)} ms   warm (median of ${ROUNDS}) ${String(figures[kind].warm_median_ms).padStart(5)} ms`,
    );
  }
  await new Promise<void>((done) => server.close(() => done()));
  mkdirSync('bench/results', { recursive: true });
  const result = { date: new Date().toISOString(), cpus: cpus().length, rounds: ROUNDS, pages: figures };
  writeFileSync('bench/results/preview.json', `${JSON.stringify(result, null, 2)}\n`);
} finally {
  api.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { parseDocument } from '../../server/src/catalog/parse-document.ts';
import { startCandidateHost, type CandidateHost } from '../../server/src/publishing/candidate-host.ts';
import { PublishFailure } from '../../server/src/publishing/publish-failure.ts';
import type { RebuildProgress } from '../../server/src/publishing/rebuild-progress.ts';
import { rebuildPipeline } from '../../server/src/publishing/site-pipeline.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const FAKE_REBUILD = resolve('tests/fixtures/publishing/fake-rebuild.ts');

/**
 * The site pipeline a publish runs: the rebuild as its own process, with only the site's settings,
 * building from the candidate catalogue; its progress read from its log, its failure's one line
 * kept. A stand-in script takes the rebuild's place (its real run is the browser journey's).
 */
describe('site pipeline', () => {
  let server: TestServer;
  let host: CandidateHost;
  const folder = mkdtempSync(join(tmpdir(), 'cl-pipeline-'));
  const recordFile = join(folder, 'run.json');

  beforeAll(async () => {
    server = await startTestServer();
    host = await startCandidateHost(
      { config: server.config, mailer: { send: () => Promise.resolve() }, clock: server.clock, buildApi: buildApp },
      parseDocument(smallCatalog),
      42,
    );
  });
  afterAll(async () => {
    await host.close();
    await server.close();
  });

  const pipelineWith = (mode: string) => {
    const siteEnv = join(folder, `${mode}.env`);
    writeFileSync(
      siteEnv,
      `FAKE_REBUILD=${mode}\nFAKE_REBUILD_RECORD=${recordFile}\nSITE_ORIGIN=https://orchestra.example.org\n`,
    );
    return rebuildPipeline({
      defaults: { PUBLIC_API_BASE: 'https://api.example.org', SITE_ORIGIN: 'overridden by the file' },
      target: join(folder, 'site'),
      workDir: join(folder, 'work'),
      siteEnvFile: siteEnv,
      script: FAKE_REBUILD,
    });
  };

  it('builds from the candidate catalogue with the site settings only, reporting its phases and pages', async () => {
    process.env['SECRET_KEY_OF_THE_API'] = 'never handed to the build';
    const seen: RebuildProgress[] = [];
    try {
      const result = await pipelineWith('ok').run({
        api: host.origin,
        signal: new AbortController().signal,
        onProgress: (progress) => seen.push(progress),
      });
      expect(result).toEqual({ buildId: '20261129T120000Z-abcd', pages: 3 });
    } finally {
      delete process.env['SECRET_KEY_OF_THE_API'];
    }
    const run = JSON.parse(readFileSync(recordFile, 'utf8')) as {
      args: Record<string, string>;
      env: string[];
      settings: Record<string, string>;
      manifest: { version: number };
    };
    expect(run.args).toMatchObject({ target: join(folder, 'site'), api: host.origin });
    // The candidate declares the version the catalogue will have once published.
    expect(run.manifest.version).toBe(42);
    expect(run.env).toContain('SITE_ORIGIN');
    // The defaults, under the site's settings file.
    expect(run.settings).toEqual({
      SITE_ORIGIN: 'https://orchestra.example.org',
      PUBLIC_API_BASE: 'https://api.example.org',
    });
    expect(run.env).toContain('PATH');
    expect(run.env).not.toContain('SECRET_KEY_OF_THE_API');
    // Read chunk by chunk, the last progress is where the log ended; phases only go forward.
    expect(seen.at(-1)).toEqual({ phase: 'publishing', pages: 3 });
    const order = ['pulling', 'rendering', 'checking', 'publishing'];
    const steps = seen.map((p) => order.indexOf(p.phase));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it("fails with the rebuild's one line", async () => {
    const run = pipelineWith('fail').run({
      api: host.origin,
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    await expect(run).rejects.toThrow(PublishFailure);
    await expect(run).rejects.toThrow(/^Rebuild failed \(pull\): GET .* still serves build b1 \(3 pages\)\.$/);
  });

  it('is stopped when the API stops, saying so', async () => {
    const stopping = new AbortController();
    const run = pipelineWith('hang').run({
      api: host.origin,
      signal: stopping.signal,
      onProgress: (progress) => {
        if (progress.phase === 'publishing') stopping.abort();
      },
    });
    await expect(run).rejects.toThrow('The API stopped during the publish; the site and the drafts are as they were.');
  });

  it('says when the site settings file cannot be read', () => {
    const pipeline = rebuildPipeline({
      target: folder,
      workDir: folder,
      siteEnvFile: join(folder, 'missing.env'),
      script: FAKE_REBUILD,
    });
    expect(() =>
      pipeline.run({ api: host.origin, signal: new AbortController().signal, onProgress: () => undefined }),
    ).toThrow(/The site's settings file .*missing\.env \(PUBLISH_SITE_ENV\) cannot be read\./);
  });
});

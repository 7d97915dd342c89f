import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompositionDetail } from '../../src/lib/api/contract.ts';
import { streamingPerformancesCount } from '../../src/lib/catalog/performance-claim.ts';
import { startFixtureApi, type FixtureApi } from '../support/fixture-api.ts';
import { demoCatalogueAnswers, keepOneOfEachList } from './support/demo-answers.ts';
import { createScratchSite, type BuildRun, type ScratchSite } from './support/scratch-site.ts';
import { filesUnder } from './support/tree-hash.ts';

/**
 * The site's own pages built as an orchestra builds them before it has set everything: outside demo
 * mode (DEMO=false), the demo's names and links still in place, its partner, credits and help link
 * set to nothing, and a tagline that claims more than the catalogue holds. The build publishes,
 * with one warning line for the demo's values and one for the tagline, and leaves out what was set
 * to nothing.
 */

const TAGLINE = 'Enjoy over 1,000 streaming performances. Always free.';
let api: FixtureApi | undefined;
let site: ScratchSite | undefined;
let run: BuildRun;
let streaming = 0;
const pages = new Map<string, string>();

beforeAll(async () => {
  const answers = await demoCatalogueAnswers();
  keepOneOfEachList(answers);
  const details = [...answers].flatMap(([path, body]) =>
    path.startsWith('/api/2/compositions/') ? [body as CompositionDetail] : [],
  );
  streaming = streamingPerformancesCount(details);
  api = await startFixtureApi(answers);
  site = createScratchSite({ site: 'site' });
  run = await site.build(api.origin, [], {
    DEMO: 'false',
    RADIO_PARTNER: '',
    UNDERWRITERS: '',
    HELP_URL: '',
    SITE_TAGLINE: TAGLINE,
  });
  if (run.code !== 0) throw new Error(`The site did not build:\n${run.output}`);
  for (const path of filesUnder(site.outDir).filter((file) => file.endsWith('.html')))
    pages.set(path, readFileSync(join(site.outDir, path), 'utf8'));
}, 900_000);

afterAll(async () => {
  site?.remove();
  await api?.close();
});

const linesWith = (text: string) => run.output.split('\n').filter((line) => line.includes(text));

describe('a build outside demo mode with the demo’s settings left in place', () => {
  it('says so in one warning line, naming the settings that still hold the demo’s values', () => {
    const warnings = linesWith("still hold the demo's values");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      'ORCHESTRA_NAME, ORCHESTRA_SHORT_NAME, ORCHESTRA_URL, DONATION_URL, PRIVACY_URL, CONTACT_URL, FEEDBACK_URL.',
    );
  });

  it('says in one warning line that the catalogue has fewer performances than the tagline claims', () => {
    expect(streaming).toBeGreaterThan(100);
    expect(streaming).toBeLessThan(1001);
    const warnings = linesWith('SITE_TAGLINE claims');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      `SITE_TAGLINE claims over 1,000 performances, but the catalogue has ${streaming} streaming`,
    );
  });

  it('publishes no radio partner, no credits and no help link, which were set to nothing', () => {
    expect(pages.size).toBeGreaterThan(50);
    // The footer's credits come from the settings alone (a concert's own underwriter is catalogue content).
    // Every page of the public site; the studio is the staff's application, in a frame of its own.
    const footers = [...pages]
      .filter(([path]) => path !== 'studio/index.html')
      .map(([path, html]) => [path, /<footer class="site-footer[\s\S]*?<\/footer>/.exec(html)?.[0]]);
    expect(footers.filter(([, footer]) => footer === undefined).map(([path]) => path)).toEqual([]);
    const holding = (text: string) => footers.filter(([, footer]) => footer?.includes(text)).map(([path]) => path);
    expect(holding('Riverside Public Radio')).toEqual([]);
    expect(holding('Radio partner')).toEqual([]);
    expect(holding('Riverside Arts Foundation')).toEqual([]);
    expect(holding('Made possible by')).toEqual([]);
    expect(holding('Concert Library Help')).toEqual([]);
    // What was not set to nothing is still there.
    expect(holding('Privacy Policy')).toHaveLength(footers.length);
    const helpLinks = [...pages].filter(([, html]) => html.includes('Concert Library Help')).map(([path]) => path);
    expect(helpLinks).toEqual([]);
  });

  it('carries the tagline as the home page’s copy and its description', () => {
    const home = pages.get('index.html') ?? '';
    expect(home).toContain(`<p class="hero__copy" data-astro-cid`);
    expect(home).toContain(`${TAGLINE}</p>`);
    expect(home).toContain(`<meta name="description" content="${TAGLINE}">`);
    expect(home).not.toContain('Enjoy more than 100 streaming performances');
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureApi, type FixtureApi } from '../support/fixture-api.ts';
import { demoCatalogueAnswers } from './support/demo-answers.ts';
import { createScratchSite, type ScratchSite } from './support/scratch-site.ts';
import { filesUnder } from './support/tree-hash.ts';

/**
 * Real builds of the site's own pages against the demo catalogue with about 2 % of its records
 * malformed, each one referenced from records that are fine: a program's composition, a
 * composition's composer, a concert that compositions and a live stream link to, a feature a
 * concert relates. The build publishes, its link check passes, and every reference to what was
 * skipped is text, in pages, in API HTML, in the search index and the sitemap. Rebuilds then
 * heal one record and break another: pages restored from the last build must not keep a link
 * to what is gone, nor text where a link now belongs. The tests share one scratch site, in order.
 */

const BASE = '/music/concert-library';

interface Named {
  identifier: string;
  title?: string;
  full_name?: string;
}
interface ProgramBody extends Named {
  composition_performances: { composition: Named; performance: { conductor: Named | null } }[];
  related_media_features: { media_feature: Named }[];
}
interface CompositionBody extends Named {
  composer: Named | null;
  hasDetail: boolean;
  primary_program_note: { text: string; formatted_credit_html: string } | null;
  performances: { program: Named | null }[];
}
interface CombinedBody {
  compositions: CompositionBody[];
  people: Named[];
  programs: Named[];
}
interface LiveStreamBody extends Named {
  show_link_to_program: boolean;
  program: Named | null;
}

// Undefined until beforeAll has started them; afterAll stops whichever did start.
let api: FixtureApi | undefined;
let site: ScratchSite | undefined;

const answer = (path: string): unknown => api!.answers.get(path);
const combined = () => answer('/api/2/combined/') as CombinedBody;
const programDetail = (identifier: string) => answer(`/api/2/programs/${identifier}/`) as ProgramBody;
const compositionDetail = (identifier: string) => answer(`/api/2/compositions/${identifier}/`) as CompositionBody;
const listOf = <T>(path: string) => answer(path) as { results: T[] } | T[];
const resultsOf = <T>(body: { results: T[] } | T[]) => (Array.isArray(body) ? body : body.results);

/** A record without a field it must have: the build skips it as malformed. */
function breakRecord(record: Named, field: 'title' | 'full_name'): void {
  Reflect.deleteProperty(record, field);
}

/** What the test broke and what refers to it. */
interface Breakage {
  /** A concert whose detail lacks its title; a live stream and compositions' performances link to it. */
  program: string;
  /** A composition whose detail lacks its title; the program `programOfWork` lists it. */
  work: string;
  programOfWork: string;
  /** A composition whose summary in /combined/ lacks its title (its detail is never asked for). */
  summaryWork: string;
  /** A person without a full name; `personWork` names them as composer. */
  person: string;
  personName: string;
  personWork: string;
  /** A feature without a title; the concert `featureProgram` relates it. */
  feature: string;
  featureProgram: string;
  /** The valid composition whose program note links to the broken ones, and to one that is fine. */
  noteWork: string;
  goodWork: string;
}

/** Picks records to break from the demo catalogue and breaks them. */
function breakCatalogue(): Breakage {
  const { compositions, programs } = combined();
  const streams = resultsOf(listOf<LiveStreamBody>('/api/2/live_streams/'));
  const programIds = new Set(programs.map((p) => p.identifier));
  const stream = streams.find(
    (s) => s.show_link_to_program && s.program !== null && programIds.has(s.program.identifier),
  );
  const program = stream?.program?.identifier ?? '';
  const details = programs.filter((p) => p.identifier !== program).map((p) => programDetail(p.identifier));
  const worksOf = (p: ProgramBody) => p.composition_performances.map((entry) => entry.composition.identifier);
  const programOfWork = details.find((p) => p.composition_performances.length >= 2)!;
  const work = worksOf(programOfWork)[0]!;
  const summaryWork = details.flatMap(worksOf).find((identifier) => identifier !== work)!;
  const featureProgram = details.find((p) => p.related_media_features.length > 0)!;
  const feature = featureProgram.related_media_features[0]!.media_feature.identifier;
  const taken = new Set([work, summaryWork]);
  const personWork = compositions.find((c) => c.hasDetail && c.composer !== null && !taken.has(c.identifier))!;
  const person = personWork.composer!.identifier;
  const noteWork = compositions.find(
    (c) => c.hasDetail && c.composer?.identifier !== person && !taken.has(c.identifier) && c !== personWork,
  )!;
  const goodWork = compositions.find(
    (c) => c.hasDetail && c.composer?.identifier !== person && !taken.has(c.identifier) && c !== noteWork,
  )!;

  breakRecord(programDetail(program), 'title');
  breakRecord(compositionDetail(work), 'title');
  breakRecord(
    compositions.find((c) => c.identifier === summaryWork)!,
    'title',
  );
  const personRecord = combined().people.find((p) => p.identifier === person)!;
  const personName = personRecord.full_name ?? '';
  breakRecord(personRecord, 'full_name');
  const features = resultsOf(listOf<Named>('/api/2/media_features/'));
  breakRecord(
    features.find((f) => f.identifier === feature)!,
    'title',
  );
  const links = [
    `<a href="${BASE}/composition/${work}">the skipped detail</a>`,
    `<a href="../composition/${summaryWork}">the skipped summary</a>`,
    `<a href="http://localhost:4321${BASE}/compositions/composer/${person}?tab=1#bio">the skipped person</a>`,
    `<a href="${BASE}/nowhere">nowhere</a>`,
    `<a href="${BASE}/composition/${goodWork.identifier}#note">a good one</a>`,
    `<a href="https://example.org/elsewhere">elsewhere</a>`,
  ];
  compositionDetail(noteWork.identifier).primary_program_note = {
    text: `<p>See ${links.join(', ')}.</p>`,
    formatted_credit_html: '',
  };
  return {
    program,
    work,
    programOfWork: programOfWork.identifier,
    summaryWork,
    person,
    personName,
    personWork: personWork.identifier,
    feature,
    featureProgram: featureProgram.identifier,
    noteWork: noteWork.identifier,
    goodWork: goodWork.identifier,
  };
}

let broken: Breakage;

beforeAll(async () => {
  api = await startFixtureApi(await demoCatalogueAnswers());
  broken = breakCatalogue();
  site = createScratchSite({ site: 'site' });
});

afterAll(async () => {
  await api?.close();
  site?.remove();
});

const page = (path: string) => readFileSync(join(site!.outDir, path, 'index.html'), 'utf8');
const pagesLinkingTo = (path: string) =>
  filesUnder(site!.outDir)
    .filter((file) => file.endsWith('.html'))
    .filter((file) =>
      new RegExp(`href="(?:http://localhost:4321)?${BASE}${path}(?:[/?#"])`).test(
        readFileSync(join(site!.outDir, file), 'utf8'),
      ),
    );

describe('a build with malformed records that others refer to', () => {
  it('publishes, and its link check finds every link leads to a built page', async () => {
    const run = await site!.build(api!.origin);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/Link check: \d+ links on \d+ pages all lead to built pages/);
    expect(run.output).toContain(`Skipped malformed composition detail "${broken.work}"`);
    expect(run.output).toContain(`Skipped malformed person "${broken.person}"`);
  });

  it('writes what refers to a skipped record as text', () => {
    for (const path of [
      `/composition/${broken.work}`,
      `/composition/${broken.summaryWork}`,
      `/concert/${broken.program}`,
      `/feature/${broken.feature}`,
    ]) {
      expect(pagesLinkingTo(path), path).toEqual([]);
    }
    expect(pagesLinkingTo(`/compositions/composer/${broken.person}`)).toEqual([]);
    expect(page(`concert/${broken.programOfWork}`)).toMatch(/<h3 class="entry__title"[^>]*><span class="unlinked"/);
    const composer =
      /<p class="work__composer"[^>]*>([\s\S]*?)<\/p>/.exec(page(`composition/${broken.personWork}`))?.[1] ?? '';
    expect(composer).toMatch(/^\s*<span class="unlinked"/);
    expect(composer).not.toContain('<a ');
    const stream = resultsOf(listOf<LiveStreamBody>('/api/2/live_streams/')).find(
      (s) => s.program?.identifier === broken.program,
    )!;
    expect(page(`live-stream/${stream.identifier}`)).toMatch(/<span>More about this concert<\/span>/);
  });

  it('unwraps links in API HTML to pages that were not built, and keeps the others', () => {
    const html = page(`composition/${broken.noteWork}`);
    const note = /<div class="prose clamped__text[^"]*" id="program-note"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(note).toContain('See the skipped detail, the skipped summary, the skipped person, nowhere, ');
    expect(note).toContain(`<a href="${BASE}/composition/${broken.goodWork}#note">a good one</a>`);
    expect(note).toContain('<a href="https://example.org/elsewhere" rel="noopener noreferrer">elsewhere</a>');
  });

  it('leaves what has no page out of the search index and the sitemap', () => {
    const index = readFileSync(join(site!.outDir, 'search-index.json'), 'utf8');
    for (const identifier of [broken.work, broken.summaryWork, broken.program, broken.person])
      expect(index).not.toContain(`"${identifier}"`);
    const sitemap = readFileSync(join(site!.outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain(`/concert/${broken.program}<`);
    expect(sitemap).toMatch(/\/concert\/[^<]+<\/loc>/);
  });
});

describe('a rebuild after records heal and break', () => {
  it('links to a record that healed from pages restored otherwise, and unlinks one that broke', async () => {
    // The person heals; the composition `goodWork` breaks. Neither changes the pages that
    // refer to them, which the last build's cache would otherwise restore as they were.
    combined().people.find((p) => p.identifier === broken.person)!.full_name = broken.personName;
    breakRecord(compositionDetail(broken.goodWork), 'title');
    const run = await site!.build(api!.origin);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/Link check: \d+ links on \d+ pages all lead to built pages/);
    expect(page(`composition/${broken.personWork}`)).toContain(`href="${BASE}/compositions/composer/${broken.person}"`);
    expect(pagesLinkingTo(`/composition/${broken.goodWork}`)).toEqual([]);
    expect(page(`composition/${broken.noteWork}`)).toContain('nowhere, a good one, ');
  });
});

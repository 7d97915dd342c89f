import {
  CompositionDetailSchema,
  ProgramDetailSchema,
  type Combined,
  type CompositionDetail,
  type CompositionSummary,
  type CuratedCollection,
  type HomeContent,
  type LiveStream,
  type MediaFeature,
  type PersonKind,
  type ProgramDetail,
} from '#lib/api/contract.ts';
import { highlightPrograms } from '#lib/catalog/home-highlights.ts';
import { listPages } from '#lib/catalog/list-pages.ts';
import { categoryPath } from '#lib/catalog/view-by.ts';
import { personRolePages, worksByRole, type WorksListPageProps } from '#lib/catalog/works-list-page.ts';
import type { ReadApi } from '#lib/studio/preview.ts';
import {
  PREVIEW_ANSWERS,
  PreviewAnswerError,
  readCombined,
  readCuratedCollections,
  readDetail,
  readHomeContent,
  readLiveStreams,
  readMediaFeatures,
} from './preview-answers.ts';

/**
 * What each page of the site is drawn from, assembled from the catalogue's answers as the build
 * assembles it from its collections (src/data/catalog.ts and the pages' own reading): the props of
 * the page's body (src/components/pages/). Undefined where the site would publish no such page.
 */

/** A composition's page: its detail (`/compositions/{identifier}/`). */
export async function compositionPage(
  read: ReadApi,
  identifier: string,
): Promise<{ work: CompositionDetail } | undefined> {
  const work = await readDetail(read, PREVIEW_ANSWERS.composition, identifier, CompositionDetailSchema);
  return work && { work };
}

/**
 * Page `number` (1-based) of a person's works in `role` (`/combined/`): a list the site publishes
 * for each role the person has works in, and for their primary kind (src/lib/catalog/works-list-page.ts),
 * in pages of `pageSize` works. Undefined beyond its last page, which the site does not publish.
 */
export async function personPage(
  read: ReadApi,
  role: PersonKind,
  identifier: string,
  pageSize: number,
  number = 1,
): Promise<WorksListPageProps | undefined> {
  const { compositions, people } = await readCombined(read);
  const person = people.find((candidate) => candidate.identifier === identifier);
  if (person === undefined) return undefined;
  const page = personRolePages(person, worksByRole(compositions)).find((rolePage) => rolePage.role === role);
  if (page === undefined) return undefined;
  const works = listPages(page.works, categoryPath(role, identifier), pageSize)[number - 1];
  return works && { kind: 'person', role, person, works, otherRoles: page.otherRoles };
}

/**
 * A concert's page: its program's detail (`/programs/{identifier}/`) and the summaries of the
 * compositions it plays (`/combined/`), as the static page's paths hand them over.
 */
export async function concertPage(
  read: ReadApi,
  identifier: string,
): Promise<{ program: ProgramDetail; summaries: CompositionSummary[] } | undefined> {
  const program = await readDetail(read, PREVIEW_ANSWERS.program, identifier, ProgramDetailSchema);
  if (program === undefined) return undefined;
  const ids = new Set(program.composition_performances.map((entry) => entry.composition.id));
  const { compositions } = await readCombined(read);
  return { program, summaries: compositions.filter((work) => ids.has(work.id)) };
}

/** The entry of `identifier` in a list, as the site publishes a page for each. */
const entryOf = <T extends { identifier: string }>(list: readonly T[], identifier: string) =>
  list.find((entry) => entry.identifier === identifier);

/** A live stream's page: its entry of `/live_streams/`. */
export async function liveStreamPage(read: ReadApi, identifier: string): Promise<{ stream: LiveStream } | undefined> {
  const stream = entryOf(await readLiveStreams(read), identifier);
  return stream && { stream };
}

/** A media feature's page: its entry of `/media_features/`. */
export async function featurePage(read: ReadApi, identifier: string): Promise<{ feature: MediaFeature } | undefined> {
  const feature = entryOf(await readMediaFeatures(read), identifier);
  return feature && { feature };
}

/** A curated collection's page: its entry of `/curated_collections/`. */
export async function collectionPage(
  read: ReadApi,
  identifier: string,
): Promise<{ collection: CuratedCollection } | undefined> {
  const collection = entryOf(await readCuratedCollections(read), identifier);
  return collection && { collection };
}

/** What the home page draws (src/components/pages/HomePage.astro). */
export interface HomePageData {
  readonly catalogue: Combined;
  readonly homeContent: readonly HomeContent[];
  readonly collections: readonly CuratedCollection[];
  readonly recentPrograms: readonly ProgramDetail[];
}

/**
 * The program detail of `identifier` where the build would hold one: a program whose detail is
 * missing or malformed is left out of the home page's Highlights, as the build leaves it out.
 */
async function heldProgram(read: ReadApi, identifier: string): Promise<ProgramDetail | undefined> {
  try {
    return await readDetail(read, PREVIEW_ANSWERS.program, identifier, ProgramDetailSchema);
  } catch (error) {
    if (error instanceof PreviewAnswerError) return undefined;
    throw error;
  }
}

/**
 * The home page: `/combined/`, `/home_content/`, `/curated_collections/` and the details of the
 * newest programs (highlightPrograms), the ones the static page reads.
 */
export async function homePage(read: ReadApi): Promise<HomePageData> {
  const catalogue = await readCombined(read);
  const [homeContent, collections, programs] = await Promise.all([
    readHomeContent(read),
    readCuratedCollections(read),
    Promise.all(highlightPrograms(catalogue.programs).map((program) => heldProgram(read, program.identifier))),
  ]);
  const recentPrograms = programs.filter((program) => program !== undefined);
  return { catalogue, homeContent, collections, recentPrograms };
}

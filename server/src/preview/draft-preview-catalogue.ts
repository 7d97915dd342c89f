import type { ReadApi } from '#lib/studio/preview.ts';
import type { AppContext } from '../context.ts';
import { openCandidateCatalogue, type ApiBuilder, type CandidateCatalogue } from '../publishing/candidate-host.ts';
import { currentDraftCatalogue } from '../studio/records/draft-catalogue.ts';

interface Held {
  /** The published version and the drafts it was made of. */
  key: string;
  catalogue: Promise<CandidateCatalogue>;
  /** Its reader: one for every preview of it, so the renderer may keep what it made of it (the search index). */
  reader: Promise<ReadApi>;
}

let held: Held | undefined;

/**
 * What previews draw from: the published catalogue with every draft laid over it, answered by the
 * API's own routes over a database of its own in memory (openCandidateCatalogue), so a preview
 * shows exactly what a publish of every draft would serve. It is made once per published version
 * and set of drafts (the first preview after a change waits for it) and kept until they change, and
 * so is its reader: the same function for every preview of one catalogue. `buildApi` builds the API's
 * routes (`buildApp`).
 */
export async function draftPreviewReader(ctx: AppContext, buildApi: ApiBuilder): Promise<ReadApi> {
  const drafts = await currentDraftCatalogue(ctx.db);
  const key = `${drafts.published.version}\u0000${drafts.draftsText}`;
  if (held?.key !== key) {
    const previous = held;
    const catalogue = openCandidateCatalogue({ ...ctx, buildApi }, drafts.document(), drafts.published.version + 1);
    held = { key, catalogue, reader: catalogue.then(({ app }) => readerOf(app)) };
    // A failed one is not kept: the next preview tries again.
    catalogue.catch(() => {
      if (held?.catalogue === catalogue) held = undefined;
    });
    // The one it replaces is closed a minute on, once the previews drawing from it are done.
    if (previous)
      setTimeout(() => void previous.catalogue.then((old) => old.close()).catch(() => undefined), 60_000).unref();
  }
  return held.reader;
}

/** The reader of a catalogue's routes, answered in process. */
function readerOf(app: CandidateCatalogue['app']): ReadApi {
  return async (path) => {
    const answer = await app.inject({ method: 'GET', url: path });
    if (answer.statusCode === 404) return undefined;
    if (answer.statusCode !== 200)
      throw new Error(`GET ${path} answered ${answer.statusCode} from the draft catalogue.`);
    return answer.json<unknown>();
  };
}

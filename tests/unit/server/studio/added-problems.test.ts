import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CatalogProblem, describeProblem } from '../../../../server/src/catalog/catalog-import-error.ts';
import { checkReferences } from '../../../../server/src/catalog/check-references.ts';
import { parseDocument } from '../../../../server/src/catalog/parse-document.ts';
import { DraftCatalogue, type PendingChange } from '../../../../server/src/studio/records/draft-catalogue.ts';
import type { Draft } from '../../../../server/src/studio/records/draft-rows.ts';
import type { PublishedCatalogue } from '../../../../server/src/studio/records/published-catalogue.ts';
import { recordKey, type Item } from '../../../../server/src/studio/records/record-keys.ts';
import { addedProblems } from '../../../../server/src/studio/records/record-validation.ts';
import { STUDIO_LISTS, type StudioList } from '../../../../src/lib/studio/contract.ts';
import { smallCatalog } from '../../../fixtures/catalog/small-catalog.ts';
import { PERFORMANCES, RECORDINGS } from '../../../fixtures/catalog/small-catalog-keys.ts';

const published: PublishedCatalogue = { version: 1, doc: parseDocument(smallCatalog) };

/** The plain rule: the whole catalogue checked with the drafts, then with the change laid over them. */
function plainAdded(catalogue: DraftCatalogue, change: PendingChange): CatalogProblem[] {
  const before = new Set(checkReferences(catalogue.document()).map(describeProblem));
  return checkReferences(catalogue.document(change)).filter((problem) => !before.has(describeProblem(problem)));
}

/** Every string of a value at any depth, in order; those of `identifier` and `uuid` fields when `keys`. */
function stringsOf(value: unknown, keys = false, name = ''): string[] {
  if (typeof value === 'string') return !keys || name === 'identifier' || name === 'uuid' ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, keys));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([field, item]) => stringsOf(item, keys, field));
  }
  return [];
}

/** The item with its `at`-th string (of all its strings, in order) replaced by `by`. */
function withString(item: Item, at: number, by: string): Item {
  const copy = structuredClone(item) as Record<string, unknown>;
  const count = stringsOf(copy).length;
  if (count === 0) return copy;
  let left = at % count;
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return left-- === 0 ? by : value;
    if (Array.isArray(value)) return value.map(visit);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, visit(inner)]));
    }
    return value;
  };
  return visit(copy) as Item;
}

/** What a change may write: every key of the catalogue (so references move and keys collide) and some that are none. */
const VALUES = [...new Set(stringsOf(published.doc, true)), 'nobody', 'not-there-2'];

const stepArbitrary = fc.record({
  list: fc.constantFrom(...STUDIO_LISTS),
  pick: fc.nat(),
  kind: fc.constantFrom('edit', 'edit', 'edit', 'delete', 'create', 'discard', 'undo'),
  at: fc.nat(),
  value: fc.nat(),
  // Writing a refused change too leaves drafts with problems of their own, as a publish under them can.
  force: fc.boolean(),
});
type Step = typeof stepArbitrary extends fc.Arbitrary<infer S> ? S : never;

/** The change a step makes to the catalogue, or undefined when it has nothing to make it on. */
function changeOf(
  catalogue: DraftCatalogue,
  drafts: readonly Draft[],
  step: Step,
  at: number,
): PendingChange | undefined {
  if (step.kind === 'discard') {
    // One of the drafts, of whichever list: a discard is what most often takes a problem away.
    const draft = drafts[step.pick % Math.max(drafts.length, 1)];
    const view = draft && catalogue.record(draft.list, draft.key);
    return draft && { list: draft.list, key: draft.key, fields: view?.published ?? null };
  }
  const views = catalogue.records(step.list).filter((view) => view.state !== 'deleted');
  const view = views[step.pick % Math.max(views.length, 1)];
  if (view === undefined) return undefined;
  const value = VALUES[step.value % VALUES.length] ?? 'nobody';
  if (step.kind === 'delete') return { list: step.list, key: view.key, fields: null };
  if (step.kind === 'create') {
    // A copy under a key of the pool (a record some draft may refer to in vain) or a made one.
    const keyField = step.list === 'performances' ? 'uuid' : 'identifier';
    const fields = { ...view.fields, [keyField]: step.at % 2 === 0 ? value : `made-${at}` };
    const key = recordKey(step.list, fields);
    return catalogue.hasKey(step.list, key) ? undefined : { list: step.list, key, fields };
  }
  return { list: step.list, key: view.key, fields: withString(view.fields, step.at, value) };
}

/** The drafts once a change is written as the record routes write it. */
function written(drafts: readonly Draft[], change: PendingChange, catalogue: DraftCatalogue): Draft[] {
  const draft = drafts.find((d) => d.list === change.list && d.key === change.key);
  const view = catalogue.record(change.list, change.key);
  const isNew = draft?.isNew ?? view?.published === null;
  const gone = (isNew && change.fields === null) || (!isNew && change.fields === view?.published);
  if (gone) return drafts.filter((d) => d !== draft);
  const next: Draft = {
    list: change.list,
    key: change.key,
    fields: change.fields,
    isNew,
    revision: 1,
    updatedBy: 'x',
    updatedAt: '',
  };
  return draft === undefined ? [...drafts, next] : drafts.map((d) => (d === draft ? next : d));
}

/** A record of the published catalogue with some fields changed. */
function edited(list: StudioList, key: string, fields: Item): PendingChange {
  const view = new DraftCatalogue(published, []).record(list, key);
  if (view === undefined) throw new Error(`No ${list} ${key}.`);
  return { list, key, fields: { ...view.fields, ...fields } };
}

describe('the problems a studio change adds to the reference check', () => {
  it('are those of checking the whole catalogue before and after it, in the same order', () => {
    fc.assert(
      fc.property(fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }), (steps) => {
        let drafts: Draft[] = [];
        const earlier: Draft[][] = [];
        steps.forEach((step, at) => {
          // Back to the drafts before the last write, as an editor who saves a record back does.
          if (step.kind === 'undo') {
            drafts = earlier.pop() ?? drafts;
            return;
          }
          const catalogue = new DraftCatalogue(published, drafts);
          const change = changeOf(catalogue, drafts, step, at);
          if (change === undefined) return;
          const expected = plainAdded(new DraftCatalogue(published, drafts), change);
          const added = addedProblems(catalogue, change);
          expect(added).toEqual(expected);
          if (added.length === 0 || step.force) {
            earlier.push(drafts);
            drafts = written(drafts, change, catalogue);
          }
        });
      }),
      { numRuns: 200 },
    );
  });

  it('names what a deletion leaves dangling, as the check of the whole catalogue does', () => {
    const catalogue = new DraftCatalogue(published, []);
    const change: PendingChange = { list: 'people', key: 'antonin-dvorak', fields: null };
    const added = addedProblems(catalogue, change);
    expect(added).toEqual(plainAdded(catalogue, change));
    expect(added.map(describeProblem)).toContain(
      "composition 'serenade-for-strings': composer 'antonin-dvorak' does not exist",
    );
  });

  it("finds a key met twice deep in another record: a recording's uuid", () => {
    const catalogue = new DraftCatalogue(published, []);
    const eroica = edited('performances', PERFORMANCES.eroicaSpring, {});
    const [first, ...rest] = eroica.fields?.['recordings'] as Item[];
    const change = {
      ...eroica,
      fields: { ...eroica.fields, recordings: [{ ...first, uuid: RECORDINGS.serenadeAudio }, ...rest] },
    };
    const added = addedProblems(catalogue, change);
    expect(added).toEqual(plainAdded(catalogue, change));
    expect(added.map(describeProblem)).toContain(
      `recording '${RECORDINGS.serenadeAudio}': duplicate uuid '${RECORDINGS.serenadeAudio}'`,
    );
  });

  it('finds a loop of parents that a category sharing no key with the changed one runs into', () => {
    // A draft category two steps below 'education': it names 'masterclasses', not 'education'.
    const juniors = {
      ...edited('feature_categories', 'masterclasses', { identifier: 'juniors', parent: 'masterclasses' }),
      key: 'juniors',
    };
    const catalogue = new DraftCatalogue(published, written([], juniors, new DraftCatalogue(published, [])));
    const change = edited('feature_categories', 'education', { parent: 'young-audiences' });
    const added = addedProblems(catalogue, change);
    expect(added).toEqual(plainAdded(catalogue, change));
    expect(added.map(describeProblem)).toContain("feature category 'juniors': its parents form a loop");
  });
});

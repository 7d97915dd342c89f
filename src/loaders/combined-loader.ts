import type { Loader } from 'astro/loaders';
import type * as core from 'zod/v4/core';
import { CompositionSummarySchema } from '#lib/api/composition.ts';
import { PersonSchema } from '#lib/api/person.ts';
import { ProgramSummarySchema } from '#lib/api/program.ts';
import type { CatalogueLoaderOptions } from './loader-options.ts';
import { pullList } from './pull-list.ts';

/** The three lists `/combined/` answers with. */
export type CombinedPart = 'compositions' | 'people' | 'programs';

/** The records of one part of a `/combined/` body; undefined when the body is not that shape. */
export function combinedPart(body: unknown, part: CombinedPart): readonly unknown[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const records = (body as Record<string, unknown>)[part];
  return Array.isArray(records) ? records : undefined;
}

/** A collection cut from `/combined/`; the collections cut from it share one request. */
function combinedLoader<S extends core.$ZodType>(
  part: CombinedPart,
  record: { type: string; schema: S },
  options: CatalogueLoaderOptions,
) {
  const { schema } = record;
  const select = (body: unknown) => combinedPart(body, part);
  const spec = { ...record, path: '/combined/', shared: true, declaredAs: part, select };
  return {
    name: `concert-library-${part}`,
    schema,
    load: (context) => pullList(context, spec, options),
  } satisfies Loader;
}

/** The compositions of `/combined/`: the summaries lists, person pages and search need. */
export function compositionsLoader(options: CatalogueLoaderOptions) {
  return combinedLoader('compositions', { type: 'composition', schema: CompositionSummarySchema }, options);
}

/** The people (composers, performers, conductors) of `/combined/`. */
export function peopleLoader(options: CatalogueLoaderOptions) {
  return combinedLoader('people', { type: 'person', schema: PersonSchema }, options);
}

/** The programs (concerts) of `/combined/`, as summaries. */
export function programsLoader(options: CatalogueLoaderOptions) {
  return combinedLoader('programs', { type: 'program', schema: ProgramSummarySchema }, options);
}

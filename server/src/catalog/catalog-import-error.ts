/** One thing wrong with a catalogue document, named so that a person can find it in the file. */
export interface CatalogProblem {
  /** The kind of entity, e.g. 'composition' or 'live stream'; 'document' for the whole file. */
  entity: string;
  /** Its identifier (or uuid), or its position when it has neither. */
  identifier: string;
  /** Its title (a performance: its composition), to find it by when the identifier is a uuid. */
  title?: string;
  /** What is wrong, e.g. "composer 'nobody' does not exist". */
  message: string;
  /** The record's field the problem is in, when the schema names one (the studio shows it there). */
  field?: string;
}

/** How many problems the message spells out; the rest are counted. */
const LISTED = 10;

/**
 * One line per problem: "composition 'eroica': composer 'nobody' does not exist", or with the
 * record's title: "program 'autumn' (Autumn Romantics): start_date_time: …".
 */
export function describeProblem(problem: CatalogProblem): string {
  const title = problem.title === undefined ? '' : ` (${problem.title})`;
  const who = problem.entity === 'document' ? 'document' : `${problem.entity} '${problem.identifier}'${title}`;
  return `${who}: ${problem.message}`;
}

/**
 * A catalogue document that cannot be imported: it does not match the format, or it refers to
 * something it does not hold. Nothing was changed. `entity` and `identifier` name the first
 * problem; `problems` holds them all.
 */
export class CatalogImportError extends Error {
  readonly entity: string;
  readonly identifier: string;
  readonly problems: readonly CatalogProblem[];

  constructor(problems: readonly [CatalogProblem, ...CatalogProblem[]], options?: ErrorOptions) {
    const lines = problems.slice(0, LISTED).map(describeProblem);
    const more = problems.length > LISTED ? `\n  … and ${problems.length - LISTED} more` : '';
    super(`Cannot import the catalogue:\n  ${lines.join('\n  ')}${more}`, options);
    this.name = 'CatalogImportError';
    this.entity = problems[0].entity;
    this.identifier = problems[0].identifier;
    this.problems = problems;
  }
}

/** Throws a CatalogImportError when there is any problem. */
export function throwIfProblems(problems: readonly CatalogProblem[], options?: ErrorOptions): void {
  const [first, ...rest] = problems;
  if (first) throw new CatalogImportError([first, ...rest], options);
}

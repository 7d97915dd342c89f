/**
 * What the catalogue format's documentation (docs/catalogue-format.md, generated from these) and
 * the import's error messages say about one document field. Written for an orchestra's web
 * person, who writes the document by hand: the meaning in plain words, a value that is accepted.
 */
export interface FieldAbout {
  /** What the field means; markdown, one or two sentences. */
  readonly meaning: string;
  /** A value the field accepts, as the document writes it: what an error offers as "expected e.g.". */
  readonly example: unknown;
  /** What the import does when the field is left out, when that is more than a default (a uuid it makes). */
  readonly whenMissing?: string;
}

/** A field with what is said about it. */
export interface Described {
  readonly about: FieldAbout;
}

/** Attaches a meaning and an example to a field (and, when the import fills it in, what it does). */
export function about<F extends object>(
  field: F,
  meaning: string,
  example: unknown,
  whenMissing?: string,
): F & Described {
  return { ...field, about: whenMissing === undefined ? { meaning, example } : { meaning, example, whenMissing } };
}

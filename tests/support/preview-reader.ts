import type { ReadApi } from '../../src/lib/studio/preview.ts';

/** What a fixture reader was asked, in order. */
export interface AnswersReader {
  readonly readApi: ReadApi;
  readonly asked: string[];
}

/**
 * A reader of the studio's preview (src/lib/studio/preview.ts) over answers by path as the API
 * has them (`/api/2/combined/`…, the query string ignored): a body, or undefined (a 404) for a path
 * it lacks, as the API's reader bound to the drafts answers.
 */
export function answersReader(answers: ReadonlyMap<string, unknown>): AnswersReader {
  const asked: string[] = [];
  const readApi: ReadApi = (path) => {
    asked.push(path);
    return Promise.resolve(structuredClone(answers.get(path.split('?')[0] ?? '')));
  };
  return { readApi, asked };
}

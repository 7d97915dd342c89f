import { NOTICES } from './notice-table.ts';
import type { NoticeCode, NoticeRedirect, Presentation } from './notice-table.ts';

/** A message ready to show: its table row with the placeholders filled in. */
export interface Notice {
  readonly code: NoticeCode;
  readonly message: string;
  readonly show: Presentation;
  readonly then?: NoticeRedirect;
}

/** The placeholder names in a message template, e.g. 'email' for 'at {email}.'. */
type PlaceholdersOf<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The values a code's message needs: none, or one string per placeholder. */
export type NoticeParams<Code extends NoticeCode> = [PlaceholdersOf<(typeof NOTICES)[Code]['message']>] extends [never]
  ? []
  : [Record<PlaceholdersOf<(typeof NOTICES)[Code]['message']>, string>];

/**
 * Builds the notice for a code, filling in its placeholders. The compiler requires exactly
 * the values the message names.
 */
export function renderNotice<Code extends NoticeCode>(code: Code, ...params: NoticeParams<Code>): Notice {
  const entry = NOTICES[code];
  const values: Readonly<Record<string, string>> = params[0] ?? {};
  const message = entry.message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  return 'then' in entry ? { code, message, show: entry.show, then: entry.then } : { code, message, show: entry.show };
}

import type { IdentifierRedirect, RedirectedList } from '../api/contract.ts';

/** A record of `list` that keeps its identity while its identifier changes from `from` to `to`. */
export interface IdentifierChange {
  list: RedirectedList;
  from: string;
  to: string;
}

/** Whether a record of `list` holds `identifier` in the catalogue being switched to. */
export type IsLive = (list: RedirectedList, identifier: string) => boolean;

const keyOf = (list: string, identifier: string) => `${list}\u0000${identifier}`;

/**
 * The old addresses after a catalogue switch that makes `changes`, from those before it. The
 * changes of one switch happen together (a→b and b→c at once move a's record to b and b's to c).
 * Chains collapse: every old identifier leads to the record's identifier now, never through
 * another old one. An identifier a live record holds stops redirecting (the live record wins, and
 * a change back, b→a, so removes a→b), and so does one whose record has left the catalogue.
 */
export function nextRedirects(
  current: readonly IdentifierRedirect[],
  changes: readonly IdentifierChange[],
  isLive: IsLive,
): IdentifierRedirect[] {
  const moved = new Map(changes.map((change) => [keyOf(change.list, change.from), change.to]));
  const next = new Map<string, IdentifierRedirect>();
  const add = (redirect: IdentifierRedirect) => {
    const { list, old_identifier: old, identifier } = redirect;
    if (old === identifier || isLive(list, old) || !isLive(list, identifier)) return;
    next.set(keyOf(list, old), redirect);
  };
  for (const redirect of current) {
    const identifier = moved.get(keyOf(redirect.list, redirect.identifier)) ?? redirect.identifier;
    add({ ...redirect, identifier });
  }
  for (const { list, from, to } of changes) add({ list, old_identifier: from, identifier: to });
  return [...next.values()];
}

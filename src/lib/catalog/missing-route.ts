import type { MissingEntity } from './not-found.ts';

/** The routes served by one static shell page each, whatever follows them (DESIGN.md). */
export const SHELL_ROUTES = ['magic', 'email-confirm', 'reset-password'] as const;

/** One of {@link SHELL_ROUTES}. */
export type ShellRoute = (typeof SHELL_ROUTES)[number];

/** What a path the build has no page for stands for. */
export type MissingRoute =
  /** A shell route: the shell page must be shown for it, keeping the path. */
  | { readonly kind: 'shell'; readonly shell: ShellRoute }
  /** A detail page of an entity that does not exist (any more). */
  | { readonly kind: 'entity'; readonly entity: MissingEntity }
  /** Anything else: a plain "page not found". */
  | { readonly kind: 'unknown' };

/** The entity of each detail route's first segment. */
const ENTITY_SEGMENTS: ReadonlyMap<string, MissingEntity> = new Map([
  ['composition', 'composition'],
  ['concert', 'concert'],
  ['concerts', 'concert'],
  ['feature', 'feature'],
  ['features', 'feature'],
  ['collections', 'collection'],
  ['live-stream', 'liveStream'],
  ['live-streams', 'liveStream'],
]);

/** Person routes under /compositions; the spec answers them all with the performer's rule. */
const PERSON_KINDS = new Set(['composer', 'performer', 'conductor']);

const UNKNOWN: MissingRoute = { kind: 'unknown' };

/** True when a segment names a shell route. */
function isShell(segment: string): segment is ShellRoute {
  return (SHELL_ROUTES as readonly string[]).includes(segment);
}

/**
 * Splits a path into its segments below the base path, or null when the path lies
 * outside it. Empty segments (double or trailing slashes) are dropped.
 */
export function segmentsBelowBase(pathname: string, basePath: string): string[] | null {
  const base = basePath.replace(/\/+$/, '');
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return pathname
    .slice(base.length)
    .split('/')
    .filter((segment) => segment !== '');
}

/**
 * What a path that has no page stands for (rules §2 "not found" rules): a shell route
 * (`/magic/…`, `/email-confirm/…`, `/reset-password/…`), the detail page of a missing
 * composition, person, concert, feature, collection or live stream, or nothing known.
 *
 * Only paths one level below a list count as missing entities (`/composition/{id}`,
 * `/compositions/performer/{id}`, `/features/{category}`…), so a mistyped list path such
 * as `/compositions/by/nothing` is a plain "not found" rather than a missing composition.
 */
export function classifyMissingRoute(pathname: string, basePath: string): MissingRoute {
  const segments = segmentsBelowBase(pathname, basePath);
  const [first, second, third] = segments ?? [];
  if (first === undefined) return UNKNOWN;
  if (isShell(first)) return { kind: 'shell', shell: first };
  if (first === 'compositions') {
    return second !== undefined && PERSON_KINDS.has(second) && third !== undefined
      ? { kind: 'entity', entity: 'person' }
      : UNKNOWN;
  }
  const entity = ENTITY_SEGMENTS.get(first);
  if (entity === undefined || second === undefined) return UNKNOWN;
  return { kind: 'entity', entity };
}

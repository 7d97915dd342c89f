import { MISSING_ENTITIES, NOT_FOUND_PREFIXES, type MissingEntity } from './not-found.ts';

/** The routes served by one static shell page each, whatever follows them (docs/rules.md, "Routes and the base path"). */
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
  const [first] = segments ?? [];
  if (segments === null || first === undefined) return UNKNOWN;
  if (isShell(first)) return { kind: 'shell', shell: first };
  const entity = entityOfPath(`/${segments.join('/')}`);
  return entity === null ? UNKNOWN : { kind: 'entity', entity };
}

/**
 * The missing entity a path below the base path stands for: the entity of the longest prefix of
 * `NOT_FOUND_PREFIXES` the path continues with at least one more segment; null for any other path.
 */
export function entityOfPath(path: string): MissingEntity | null {
  let best: { entity: MissingEntity; length: number } | null = null;
  for (const entity of MISSING_ENTITIES) {
    for (const prefix of NOT_FOUND_PREFIXES[entity]) {
      if (path.length > prefix.length && path.startsWith(prefix) && (best === null || prefix.length > best.length)) {
        best = { entity, length: prefix.length };
      }
    }
  }
  return best?.entity ?? null;
}

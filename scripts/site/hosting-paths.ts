import {
  CACHE_RULES,
  DEFAULT_CACHE_CONTROL,
  ENTITY_NOT_FOUND_RULES,
  HIDDEN_PATH_PATTERN,
  NOT_FOUND_PAGE,
  SHELL_RULES,
} from './hosting-rules.ts';

/**
 * hosting-rules.ts applied to one request path (relative to the base path), for the servers that
 * apply the rules themselves: the bundled static server (static-site-server.ts) and the bucket's
 * origin server (bucket-site-server.ts). Caddy and CDN hosts get the same rules as configuration.
 */

/** The Cache-Control hosting-rules.ts gives a path relative to the base path. */
export function cacheControlOf(path: string): string {
  const rule = CACHE_RULES.find(({ pattern }) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  );
  return rule?.cacheControl ?? DEFAULT_CACHE_CONTROL;
}

/** The path a request under the base path is served from: a shell page answers every path below its segment. */
export function servedPath(relative: string): string {
  const shell = SHELL_RULES.find(({ segment }) => relative.startsWith(`/${segment}/`));
  return shell === undefined ? relative : `/${shell.segment}/`;
}

const HIDDEN_PATH = new RegExp(HIDDEN_PATH_PATTERN);

/** Whether a decoded path relative to the base path names a dotfile or lies in a dot-folder, never served. */
export function isHiddenPath(relative: string): boolean {
  return HIDDEN_PATH.test(relative);
}

/** Whether a path's percent-encoding decodes (`%zz` or a lone `%` does not). */
export function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The not-found page of a path below the base path: its missing entity's page, else the 404 page. */
export function notFoundPageOf(relative: string): string {
  const rule = ENTITY_NOT_FOUND_RULES.find(({ prefixes }) => prefixes.some((prefix) => relative.startsWith(prefix)));
  return rule?.page ?? NOT_FOUND_PAGE;
}

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OldAddress } from '#lib/catalog/old-addresses.ts';
import { BASE_PATH } from '#lib/catalog/routes.ts';
import { CACHE_RULES, ENTITY_NOT_FOUND_RULES, NOT_FOUND_PAGE, SECURITY_HEADERS, SHELL_RULES } from './hosting-rules.ts';

/** The files CDN static hosts (Netlify, Cloudflare Pages) read their rules from. */
export const CDN_RULES_FILES = ['_headers', '_redirects'] as const;

const base = () => BASE_PATH.replace(/\/+$/, '');

/**
 * The `_headers` file (Netlify and Cloudflare Pages syntax) from hosting-rules.ts: the security
 * headers on every path, and each cache rule on its own pattern. Pages get no Cache-Control line:
 * these hosts join the values of every rule that matches a path, so a catch-all one would spoil
 * the others, and both already revalidate pages by default (`max-age=0, must-revalidate`).
 */
export function renderHeadersFile(): string {
  const blocks = [
    [`${base()}/*`, ...SECURITY_HEADERS.map((header) => `  ${header.name}: ${header.value}`)],
    ...CACHE_RULES.map((rule) => [`${base()}${rule.pattern}`, `  Cache-Control: ${rule.cacheControl}`]),
  ];
  return `${blocks.map((block) => block.join('\n')).join('\n')}\n`;
}

/**
 * The `_redirects` file from hosting-rules.ts: first, as the hosts want exact paths before
 * patterns, each old address of a renamed record moved (301) to its page now
 * (src/lib/catalog/old-addresses.ts); the site's root to the base path, each shell's
 * paths rewritten (200) to its page, a missing entity's paths answered by its not-found page, and every
 * other path answered by the 404 page, where no file answers the path, as Caddy's configuration
 * does. An old address has the build's redirect page too: a host that lets the file win over the
 * rule (Netlify) serves that page, one that follows a redirect whatever file answers the path
 * (Cloudflare Pages) answers 301.
 */
export function renderRedirectsFile(oldAddresses: readonly OldAddress[] = []): string {
  const lines = [
    ...oldAddresses.map(({ from, to }) => `${base()}${from} ${base()}${to} 301`),
    `/ ${base()}/ 302`,
    ...SHELL_RULES.map((rule) => `${base()}/${rule.segment}/* ${base()}/${rule.segment}/ 200`),
    ...ENTITY_NOT_FOUND_RULES.flatMap((rule) =>
      rule.prefixes.map((prefix) => `${base()}${prefix}* ${base()}${rule.page.replace(/index\.html$/, '')} 404`),
    ),
    `${base()}/* ${base()}${NOT_FOUND_PAGE} 404`,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Writes `_headers` and `_redirects` into the built site. Their paths include the base path:
 * a CDN host publishes the site under it and reads the two files from its publishing root.
 */
export async function writeCdnRulesFiles(root: string, oldAddresses: readonly OldAddress[]): Promise<void> {
  await writeFile(join(root, '_headers'), renderHeadersFile());
  await writeFile(join(root, '_redirects'), renderRedirectsFile(oldAddresses));
}

import { BASE_PATH } from '#lib/catalog/routes.ts';
import { CDN_RULES_FILES } from './cdn-rules-files.ts';
import {
  CACHE_RULES,
  DEFAULT_CACHE_CONTROL,
  ENTITY_NOT_FOUND_RULES,
  HIDDEN_PATH_PATTERN,
  NOT_FOUND_PAGE,
  SECURITY_HEADERS,
  SHELL_RULES,
  type HeaderRule,
} from './hosting-rules.ts';

/** Where deploy/Caddyfile, written by {@link renderCaddyfile}, lives in the repository. */
export const CADDYFILE_PATH = 'deploy/Caddyfile';

/** A Caddyfile string token: quoted, with `"` and `\` escaped. */
const quoted = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

const headerLines = (headers: readonly HeaderRule[], indent: string) =>
  headers.map((header) => `${indent}${header.name} ${quoted(header.value)}`);

/**
 * The Caddy 2 configuration (deploy/Caddyfile) from hosting-rules.ts. Settings come from the
 * environment when Caddy reads it: SITE_ROOT (the built `dist/`), SITE_ADDRESS (Caddy's site
 * address: a host name gets HTTPS certificates automatically, `http://127.0.0.1:8080` plain HTTP)
 * SITE_BIND (the interfaces to listen on, all by default) and CADDY_ADMIN (the admin endpoint,
 * `off` for none).
 */
export function renderCaddyfile(): string {
  const base = BASE_PATH.replace(/\/+$/, '');
  const named = CACHE_RULES.map((rule) => rule.pattern);
  const lines = [
    `# Generated from scripts/site/hosting-rules.ts by \`npx node scripts/site/write-caddyfile.ts\`: edit the rules there.`,
    '# The Concert Library served by Caddy 2 (docs/production.md). Environment: SITE_ROOT (the built dist/),',
    '# SITE_ADDRESS (a host name for automatic HTTPS, or e.g. http://127.0.0.1:8080), SITE_BIND (the interfaces',
    '# to listen on, all by default), CADDY_ADMIN (the admin endpoint, `off` for none).',
    '{',
    '\tadmin {$CADDY_ADMIN:localhost:2019}',
    '}',
    '',
    '{$SITE_ADDRESS::80} {',
    '\tbind {$SITE_BIND:0.0.0.0 [::]}',
    '\troot * {$SITE_ROOT:/srv/concert-library}',
    '\theader {',
    ...headerLines(SECURITY_HEADERS, '\t\t'),
    '\t}',
    '',
    '\t# No file name holds a NUL byte, and the file server answers one with 500: refused as a bad request.',
    '\t@nul path_regexp \\x00',
    '\thandle @nul {',
    '\t\terror 400',
    '\t}',
    '',
    `\tredir / ${base}/ 302`,
    `\tredir ${base} ${base}/ 302`,
    '',
    `\thandle_path ${base}/* {`,
    ...CACHE_RULES.map((rule) => `\t\theader ${rule.pattern} Cache-Control ${quoted(rule.cacheControl)}`),
    `\t\t@pages not path ${named.join(' ')}`,
    `\t\theader @pages Cache-Control ${quoted(DEFAULT_CACHE_CONTROL)}`,
    '\t\troute {',
    '\t\t\t# Dotfiles and dot-folders (the rebuild manifest, an .env, a .git) are never served.',
    `\t\t\t@hidden path_regexp ${HIDDEN_PATH_PATTERN}`,
    '\t\t\terror @hidden 404',
    '\t\t\t# A page is its file, its folder\'s index.html or its name with ".html", as the build writes them.',
    '\t\t\t@file file {path} {path}/index.html {path}.html',
    '\t\t\trewrite @file {http.matchers.file.relative}',
    ...SHELL_RULES.flatMap((rule) => [
      `\t\t\t@${rule.segment} {`,
      `\t\t\t\tpath /${rule.segment}/*`,
      '\t\t\t\tnot file {path} {path}/index.html {path}.html',
      '\t\t\t}',
      `\t\t\trewrite @${rule.segment} /${rule.segment}/index.html`,
    ]),
    '\t\t\tfile_server {',
    '\t\t\t\tprecompressed br gzip',
    `\t\t\t\thide ${CDN_RULES_FILES.join(' ')}`,
    '\t\t\t}',
    '\t\t}',
    '\t}',
    '',
    '\thandle {',
    '\t\terror 404',
    '\t}',
    '',
    '\thandle_errors {',
    ...ENTITY_NOT_FOUND_RULES.flatMap((rule) => [
      `\t\t@notFound_${rule.name} {`,
      '\t\t\texpression {err.status_code} == 404',
      `\t\t\tpath ${rule.prefixes.map((prefix) => `${base}${prefix}*`).join(' ')}`,
      '\t\t}',
      `\t\thandle @notFound_${rule.name} {`,
      '\t\t\troot * {$SITE_ROOT:/srv/concert-library}',
      `\t\t\theader Cache-Control ${quoted(DEFAULT_CACHE_CONTROL)}`,
      `\t\t\trewrite * ${rule.page}`,
      '\t\t\tfile_server {',
      '\t\t\t\tprecompressed br gzip',
      '\t\t\t}',
      '\t\t}',
    ]),
    '\t\t@notFound expression {err.status_code} == 404',
    '\t\thandle @notFound {',
    '\t\t\troot * {$SITE_ROOT:/srv/concert-library}',
    `\t\t\theader Cache-Control ${quoted(DEFAULT_CACHE_CONTROL)}`,
    `\t\t\trewrite * ${NOT_FOUND_PAGE}`,
    '\t\t\tfile_server {',
    '\t\t\t\tprecompressed br gzip',
    '\t\t\t}',
    '\t\t}',
    '\t\thandle {',
    `\t\t\theader Cache-Control ${quoted('no-store')}`,
    '\t\t\trespond "{err.status_code} {err.status_text}" {err.status_code}',
    '\t\t}',
    '\t}',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CADDYFILE_PATH, renderCaddyfile } from '../../../../scripts/site/caddyfile.ts';
import { renderHeadersFile, renderRedirectsFile } from '../../../../scripts/site/cdn-rules-files.ts';
import { BASE_PATH } from '../../../../src/lib/catalog/routes.ts';

const REPO = resolve(import.meta.dirname, '../../../..');

/** Header name → value per path pattern in a `_headers` file. */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current = new Map<string, string>();
  for (const line of text.split('\n').filter(Boolean)) {
    if (!line.startsWith(' ')) rules.set(line, (current = new Map<string, string>()));
    else {
      const [name = '', ...value] = line.trim().split(': ');
      current.set(name, value.join(': '));
    }
  }
  return rules;
}

/** Header name → value set by `header` lines of the Caddyfile, per path matcher (`*` for all). */
function caddyHeaders(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  const add = (path: string, name: string, value: string) => {
    const rule = rules.get(path) ?? new Map<string, string>();
    rule.set(name, value);
    rules.set(path, rule);
  };
  const block = /\n\theader \{\n([\s\S]*?)\n\t\}/.exec(text)?.[1] ?? '';
  for (const match of block.matchAll(/^\t\t(\S+) "(.*)"$/gm)) add('*', match[1] ?? '', match[2] ?? '');
  for (const match of text.matchAll(/^\t\theader (\/\S*) (\S+) "(.*)"$/gm))
    add(match[1] ?? '', match[2] ?? '', match[3] ?? '');
  return rules;
}

describe('deploy/Caddyfile', () => {
  it('is the one written from the hosting rules (regenerate: npx node scripts/site/write-caddyfile.ts)', () => {
    expect(readFileSync(join(REPO, CADDYFILE_PATH), 'utf8')).toBe(renderCaddyfile());
  });

  it('sets the same headers on the same paths as _headers', () => {
    const fromCdn = parseHeadersFile(renderHeadersFile());
    const fromCaddy = caddyHeaders(readFileSync(join(REPO, CADDYFILE_PATH), 'utf8'));
    const relative = new Map([...fromCdn].map(([path, headers]) => [path.slice(BASE_PATH.length), headers]));
    expect(relative.get('/*')).toEqual(fromCaddy.get('*'));
    relative.delete('/*');
    fromCaddy.delete('*');
    expect(relative).toEqual(fromCaddy);
    expect(fromCaddy.get('/_astro/*')?.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(relative.get('/*')?.get('Content-Security-Policy')).toBeUndefined();
  });
});

describe('_headers', () => {
  it("carries frame-ancestors 'none' and no directive a page's <meta> policy sets differently", () => {
    const csp = parseHeadersFile(renderHeadersFile()).get(`${BASE_PATH}/*`)?.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    const config = readFileSync(join(REPO, 'astro.config.mjs'), 'utf8');
    for (const directive of csp.split('; ').filter((part) => !part.startsWith('frame-ancestors'))) {
      expect(config, directive).toContain(`"${directive}"`);
    }
  });

  it('never gives one path two Cache-Control rules (CDN hosts would join their values)', () => {
    const patterns = [...parseHeadersFile(renderHeadersFile())]
      .filter(([, headers]) => headers.has('Cache-Control'))
      .map(([path]) => path);
    for (const pattern of patterns) {
      const prefix = pattern.replace(/\*$/, '');
      expect(
        patterns.filter((other) => other !== pattern && other.startsWith(prefix)),
        pattern,
      ).toEqual([]);
    }
  });
});

describe('_redirects', () => {
  it('rewrites the shells, sends the root to the base path and answers the rest with the 404 page', () => {
    const lines = renderRedirectsFile().split('\n').filter(Boolean);
    expect(lines.slice(0, 4)).toEqual([
      `/ ${BASE_PATH}/ 302`,
      `${BASE_PATH}/magic/* ${BASE_PATH}/magic/ 200`,
      `${BASE_PATH}/email-confirm/* ${BASE_PATH}/email-confirm/ 200`,
      `${BASE_PATH}/reset-password/* ${BASE_PATH}/reset-password/ 200`,
    ]);
    expect(lines.at(-1)).toBe(`${BASE_PATH}/* ${BASE_PATH}/404.html 404`);
  });

  it('answers a missing entity’s paths with its own not-found page, before the catch-all', () => {
    const lines = renderRedirectsFile().split('\n').filter(Boolean);
    expect(lines).toContain(`${BASE_PATH}/composition/* ${BASE_PATH}/not-found/composition/ 404`);
    expect(lines).toContain(`${BASE_PATH}/compositions/composer/* ${BASE_PATH}/not-found/composer/ 404`);
    expect(lines).toContain(`${BASE_PATH}/live-streams/* ${BASE_PATH}/not-found/live-stream/ 404`);
    expect(lines.indexOf(`${BASE_PATH}/concert/* ${BASE_PATH}/not-found/concert/ 404`)).toBeLessThan(lines.length - 1);
  });

  it('moves each old address to its page now (301), before every pattern', () => {
    const oldAddresses = [
      { from: '/composition/etude', to: '/composition/etude-in-c' },
      { from: '/compositions/composer/j-smith', to: '/compositions/composer/jane-smith' },
    ];
    const lines = renderRedirectsFile(oldAddresses).split('\n').filter(Boolean);
    expect(lines.slice(0, 3)).toEqual([
      `${BASE_PATH}/composition/etude ${BASE_PATH}/composition/etude-in-c 301`,
      `${BASE_PATH}/compositions/composer/j-smith ${BASE_PATH}/compositions/composer/jane-smith 301`,
      `/ ${BASE_PATH}/ 302`,
    ]);
    expect(lines.slice(2)).toEqual(renderRedirectsFile().split('\n').filter(Boolean));
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `patches/@astrojs+react+*.patch` passes the island's `identifierPrefix` to React's
 * `renderToString` on the path `experimentalDisableStreaming` takes, as the streaming path does
 * (docs/performance.md, "Islands rendered to a string"). These fail when the installed
 * @astrojs/react is another version than the patch was made for, or no longer holds the patched
 * line: read upstream's server.js again, then keep, remake or drop the patch.
 */
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@astrojs/react/package.json'));
const installed = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
const patches = readdirSync('patches').filter((name) => name.startsWith('@astrojs+react+'));

describe('the @astrojs/react patch', () => {
  it('is made for the installed version', () => {
    expect(patches).toEqual([`@astrojs+react+${installed}.patch`]);
  });

  it('is applied: the string-rendering path hands React the island’s options', () => {
    const server = readFileSync(join(packageDir, 'dist/server.js'), 'utf8');
    const branch = /if \(opts\.experimentalDisableStreaming\) \{\s*html = ([^;]+);/.exec(server);
    expect(branch?.[1]).toBe('ReactDOM.renderToString(vnode, renderOptions)');
    expect(server).toMatch(/const renderOptions = \{[^}]*identifierPrefix: prefix/);
  });
});

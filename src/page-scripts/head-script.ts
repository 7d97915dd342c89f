import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { BannerWindow } from '#live/lib/banner-windows.ts';
import type { HeadScriptValues } from './head/head-values.ts';
// Not run here: the import puts the head script's modules into every page's module graph, so Astro's
// incremental build renders the pages again when they change.
import './head/run-head-script.ts';

/** The head script's entry, from the project's root (where the site is built from, as Astro's `root`). */
const ENTRY = 'src/page-scripts/head/head-entry.ts';

/** The name of the parameter the compiled code reads the page's values from (head-entry.ts declares it). */
const VALUES_PARAMETER = 'headScriptValues';

/**
 * The browsers the head script's syntax is lowered for: those the page's module scripts are built for (Vite's
 * default client target, "baseline widely available", which astro.config.mjs keeps). A browser too old for
 * this syntax fails to parse the head script and runs none of it, so it draws the page as without scripts
 * (no `data-js`: full texts, no layout toggle), as it runs none of the page's modules either.
 */
export const HEAD_SCRIPT_BROWSERS = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];

/**
 * The code compiled when a server that renders pages on demand was built (the studio's preview
 * renderer: src/preview/integrations/preview-modules.ts defines it), which has no sources to
 * compile where it runs; undefined in the site's build, which compiles it here.
 */
declare const PRECOMPILED_HEAD_SCRIPT: string | undefined;

let compiled: Promise<string> | undefined;

async function compile(): Promise<string> {
  const result = await build({
    entryPoints: [resolve(ENTRY)],
    bundle: true,
    // The entry exports nothing, so its module is plain statements: the body of the function the page calls.
    format: 'esm',
    minify: true,
    target: HEAD_SCRIPT_BROWSERS,
    // The shared modules freeze their constants; the ones the head script does not use are dropped.
    pure: ['Object.freeze'],
    platform: 'browser',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${ENTRY}`);
  return output.text.trim();
}

/** The head script's code, compiled once per process: the same on every page. */
export function compiledHeadScript(): Promise<string> {
  compiled ??= typeof PRECOMPILED_HEAD_SCRIPT === 'string' ? Promise.resolve(PRECOMPILED_HEAD_SCRIPT) : compile();
  return compiled;
}

/**
 * The text the layout inlines, from the compiled code (`compiledHeadScript`): that code called with the
 * page's values. The layout hands the hash of this exact text to the page's Content-Security-Policy.
 */
export function inlineHeadScript(code: string, basePath: string, bannerWindows: readonly BannerWindow[]): string {
  const values: HeadScriptValues = { base: `${basePath.replace(/\/+$/, '')}/`, bannerWindows };
  // '<' escaped, so no value can close the script element.
  const argument = JSON.stringify(values).replace(/</g, '\\u003c');
  return `(function(${VALUES_PARAMETER}){${code}})(${argument})`;
}

/** The one blocking script in every page's `<head>` (src/page-scripts/head/run-head-script.ts), as inlined. */
export async function headScript(basePath: string, bannerWindows: readonly BannerWindow[] = []): Promise<string> {
  return inlineHeadScript(await compiledHeadScript(), basePath, bannerWindows);
}

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { codeDigest, settingsDigest } from '#lib/build/file-digests.ts';

/**
 * The preview renderer's stamp (docs/studio.md, "Preview"): what `npm run build:preview` built the
 * renderer from, written beside it, and what the API compares with its own code and the site's
 * settings when it loads the renderer. A renderer built from other code or other settings draws
 * other pages than the site would (another origin, other images, other names), so the API refuses
 * to use it and says why, rather than drawing wrong previews.
 *
 * The code is every file the renderer's build reads: the site's sources (all of src/, not only
 * what the renderer bundles: a superset is one rule that cannot miss a file, and hashing it takes a
 * few tens of milliseconds), the two Astro configurations, what they import from outside src/, and
 * the packages (their lock, and the project's patches to them). The settings are the ones the
 * site's build reads (the astro:env schema's and the origins' settings, as the site's build record
 * names them), each digested on its own, so a mismatch can name the settings that differ.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** The project's root: what the renderer is built from, and where the API runs from. */
export const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');

/** The renderer's code, from the project's root. */
const RENDERER_CODE_PATHS: readonly string[] = [
  'src',
  'astro.config.mjs',
  'astro.preview.config.ts',
  'scripts/site/start-origins.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'patches',
];

/** The stamp's file in the renderer's folder. */
export const STAMP_FILE = 'stamp.json';

/** The stamp's form: a stamp of another form is read as none (the renderer is then built again). */
const STAMP_VERSION = 1;

const RendererStampSchema = z.strictObject({
  version: z.literal(STAMP_VERSION),
  /** The digest of the code (RENDERER_CODE_PATHS). */
  code: z.string(),
  /** Each setting the build read, by name, with the digest of its value (or of its absence). */
  settings: z.record(z.string(), z.string()),
});

export type RendererStamp = z.infer<typeof RendererStampSchema>;

/** The system's settings a build needs to run at all, which a site's settings file does not hold. */
const SYSTEM_KEYS = [
  'PATH',
  'HOME',
  'LANG',
  'LC_ALL',
  'TMPDIR',
  'TZ',
  'NODE_OPTIONS',
  'ASTRO_TELEMETRY_DISABLED',
  'PREVIEW_RENDERER_DIR',
  'PREVIEW_CACHE_DIR',
] as const;

/** The settings of a site's settings file (KEY=value lines, as `.env`). */
function settingsFile(file: string): Record<string, string | undefined> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`The site's settings file ${file} (PUBLISH_SITE_ENV) cannot be read.`, { cause: error });
  }
  return parseEnv(text);
}

/** The content host is API_ORIGIN unless API_BASE is set, as the scheduled rebuild takes it (scripts/rebuild.ts). */
function withContentHost(settings: Record<string, string | undefined>): Record<string, string | undefined> {
  const origin = settings['API_ORIGIN'];
  return settings['API_BASE'] || !origin ? settings : { ...settings, API_BASE: origin };
}

/**
 * The site's settings a renderer must be built with, read from `env`: those of the site's settings
 * file when PUBLISH_SITE_ENV names one (what a publish from the studio builds the site with, and
 * nothing else: the API's own settings, its port among them, are not the site's), else `env`'s own.
 * @throws Error when the settings file cannot be read.
 */
export function rendererSettings(env: Env): Record<string, string | undefined> {
  const file = env['PUBLISH_SITE_ENV'];
  return withContentHost(file ? settingsFile(file) : { ...env });
}

/**
 * The environment `npm run build:preview` builds the renderer in: the site's settings
 * (rendererSettings), beside the system's own when they come from a settings file.
 */
export function rendererBuildEnv(env: Env): Record<string, string | undefined> {
  if (!env['PUBLISH_SITE_ENV']) return rendererSettings(env);
  const system = Object.fromEntries(SYSTEM_KEYS.flatMap((key) => (env[key] === undefined ? [] : [[key, env[key]]])));
  return { ...system, ...rendererSettings(env) };
}

/** The digest of the renderer's code under `root`, once per root: a running API's code does not change. */
const codeDigests = new Map<string, string>();
function rendererCode(root: string): string {
  let digest = codeDigests.get(root);
  if (digest === undefined) {
    digest = codeDigest(root, RENDERER_CODE_PATHS);
    codeDigests.set(root, digest);
  }
  return digest;
}

/** The stamp of a renderer built now under `root` from `settings`, which the build reads by the names `keys`. */
export function rendererStamp(settings: Env, keys: Iterable<string>, root: string = PROJECT_ROOT): RendererStamp {
  const names = [...new Set(keys)].sort();
  return {
    version: STAMP_VERSION,
    code: rendererCode(root),
    settings: Object.fromEntries(names.map((name) => [name, settingsDigest(settings, [name])])),
  };
}

/** The stamp of the renderer in `dir`; undefined when it has none (or one of another form). */
export function readRendererStamp(dir: string): RendererStamp | undefined {
  const file = join(dir, STAMP_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const parsed = RendererStampSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** How a renderer differs from one built now: in its code, and in which settings, by name. */
export interface StampDifferences {
  readonly code: boolean;
  readonly settings: readonly string[];
}

/**
 * What the renderer of `stamp` was built from that a renderer built now under `root` from
 * `settings` would not be; undefined when nothing is: it is current.
 */
export function stampDifferences(
  stamp: RendererStamp,
  settings: Env,
  root: string = PROJECT_ROOT,
): StampDifferences | undefined {
  const code = stamp.code !== rendererCode(root);
  const names = Object.entries(stamp.settings)
    .filter(([name, digest]) => settingsDigest(settings, [name]) !== digest)
    .map(([name]) => name);
  return code || names.length > 0 ? { code, settings: names } : undefined;
}

/** The differences in words: 'other code', 'other settings (SITE_ORIGIN, LIST_PAGE_SIZE)', or both. */
export function differencesInWords({ code, settings }: StampDifferences): string {
  const parts = [
    ...(code ? ['other code'] : []),
    ...(settings.length > 0 ? [`other settings (${settings.join(', ')})`] : []),
  ];
  return parts.join(' and ');
}

// @ts-check
import react from '@astrojs/react';
import { defineConfig, envField } from 'astro/config';
import buildRecord from './src/integrations/build-record.ts';
import digestMemo from './src/integrations/digest-memo.ts';
import finishedPages from './src/integrations/finished-pages.ts';
import oneContentSyncAtATime from './src/integrations/one-content-sync-at-a-time.ts';
import pagefind from './src/features/search/integrations/pagefind.ts';
import { scriptChunkRulesFingerprint, scriptOutputOptions, scriptPreloads } from './src/integrations/script-chunks.ts';
import settingsWarnings from './src/integrations/settings-warnings.ts';
import { startPlan } from './scripts/site/start-origins.ts';
import { PLAUSIBLE_EVENT_URL } from './src/lib/analytics/plausible-analytics.ts';
import { DEFAULT_LIST_PAGE_SIZE } from './src/lib/catalog/list-pages.ts';
import { settingProblems, siteSettingValues } from './src/config/setting-values.ts';
import { DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_RETRY_POLICY } from './src/loaders/retry-policy.ts';

/**
 * `client:after-load`: hydrates after the page's load event and an idle moment, so the islands
 * on every page (user menu, flash messages, live banner, player bar) never compete with the largest paint.
 * @type {import('astro').AstroIntegration}
 */
const afterLoadDirective = {
  name: 'concert-library:after-load-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'after-load', entrypoint: './src/islands/after-load-directive.ts' }),
  },
};

/**
 * The site: static pages under the spec's base path, React islands, and the orchestra's
 * settings as a typed environment (astro:env) so no orchestra-specific string lives in code.
 * Settings come from the process's environment alone: the npm scripts read the settings file
 * (.env) into it, so a build, a rebuild, `npm start` and the API read the same settings, and
 * Vite's own reading of .env files is off (`vite.envDir`) lest astro:env see a file the rest of
 * this configuration does not (docs/configuration.md, "Settings file").
 */
/**
 * The orchestra's settings as the site uses them: the demo's value when one is not set, and
 * nothing when it is set to nothing (src/config/setting-values.ts). Astro takes an empty variable
 * for an unset one, so these are the schema's defaults: an empty setting then stays empty.
 */
const settings = siteSettingValues(process.env);
const problems = settingProblems(settings);
if (problems.length > 0) throw new Error(problems.join('\n'));
/** @param {string} fallback */
const text = (fallback) => envField.string({ context: 'client', access: 'public', default: fallback });
const flag = () => envField.boolean({ context: 'client', access: 'public', default: false });
/**
 * A setting of the build's pull alone: server context, so no page or island carries it.
 * @param {number} fallback
 * @param {{ int?: boolean, min?: number, gt?: number }} bounds
 */
const buildNumber = (fallback, bounds) =>
  envField.number({ context: 'server', access: 'public', default: fallback, ...bounds });

/** @param {string | undefined} url */
const origin = (url) => (url ? new URL(url).origin : '');
/**
 * The origins `npm start` would use with these settings (its ports, PUBLIC_HOST), the build's
 * defaults: a build after `npm start` on other ports finds the API and names the site as it did.
 * No network address is looked up, so a build's pages never depend on the machine's network.
 */
const local = startPlan(process.env, {});
/** Where the build pulls the catalogue from (API_BASE): a server setting, never written into a page. */
const pullBase = process.env.API_BASE || local.pullBase;
/**
 * The content host as browsers reach it (PUBLIC_API_BASE), the pull's host when that is set:
 * the build may pull over loopback or a private network while pages call the public address.
 */
const publicApiBase = process.env.PUBLIC_API_BASE || (process.env.API_BASE ? pullBase : local.publicApiBase);
/** The origins the browser talks to besides the site: content (API, auth) and media hosts. */
const apiOrigins = [publicApiBase, process.env.AUTH_HOST, process.env.MEDIA_BASE].map(origin).filter(Boolean);
const hosts = [...new Set(apiOrigins)].join(' ');
/** The live chat's origin: live-stream pages embed it in a sandboxed iframe when CHAT_EMBED_URL is set. */
const chatOrigin = origin(process.env.CHAT_EMBED_URL);
/** Where analytics reports go when ANALYTICS_ID is set: Plausible, or a self-hosted one at ANALYTICS_ENDPOINT. */
const analyticsOrigin = process.env.ANALYTICS_ID?.trim()
  ? origin(process.env.ANALYTICS_ENDPOINT?.trim() || PLAUSIBLE_EVENT_URL)
  : '';
/** Where error reports go when ERROR_REPORTING_DSN is set: the Sentry DSN's host (a malformed DSN fails the build). */
const errorReportingOrigin = origin(process.env.ERROR_REPORTING_DSN?.trim());

export default defineConfig({
  site: local.siteOrigin,
  base: '/music/concert-library',
  trailingSlash: 'ignore',
  output: 'static',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  // The content store and incremental-build cache; a benchmark or test may keep its own.
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  // Each page finished as it is rendered (one stylesheet, its records, the live full-text index:
  // finished-pages.ts), before Pagefind reads the pages; the CSP's repeated digests remembered (digest-memo.ts).
  // The build's moment, and what the build notes of itself for the next (build-record.ts). Builds side by side
  // sync their content one at a time (one-content-sync-at-a-time.ts).
  integrations: [
    oneContentSyncAtATime(),
    buildRecord(),
    // Islands are rendered to a string, not through React's web stream: the stream's machinery cost
    // more than the rendering (a fifth of the scale build's rendering: docs/benchmarks.md). React
    // waits for nothing while rendering ours (the one lazy part, the queue popup, renders only once
    // opened). The option drops the island's id prefix, which patches/@astrojs+react+*.patch restores.
    react({ experimentalDisableStreaming: true }),
    afterLoadDirective,
    digestMemo(),
    finishedPages(),
    pagefind(),
    settingsWarnings(),
  ],
  // The client router (persistent player) swaps pages under the first page's CSP, which holds no
  // hash for another page's inline styles or scripts: so nothing is inlined, everything is a file.
  // Eight pages render at once, so one page's file reads and writes overlap another's rendering.
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 8 },
  vite: {
    // Settings are the process's environment only (see above): Vite reads no .env file itself.
    envDir: false,
    build: { assetsInlineLimit: 0 },
    // The client build's files (src/integrations/script-chunks.ts): what every page runs in a few files,
    // each of whose modules runs only when something that imports it does, and no preloading of a file the
    // layout's script has already loaded.
    environments: {
      client: { build: { rolldownOptions: { output: scriptOutputOptions() } } },
    },
    plugins: [scriptPreloads()],
    // Astro's incremental build re-renders a page when its config hash changes, which covers neither
    // the client build's options nor this file's functions: the rules' fingerprint, defined for no
    // code to read, is in the hash, so pages built under other rules never link files that are gone.
    define: { 'import.meta.env.SCRIPT_CHUNK_RULES': JSON.stringify(scriptChunkRulesFingerprint()) },
  },
  devToolbar: { enabled: false },
  experimental: { incrementalBuild: true },
  /**
   * A Content-Security-Policy without 'unsafe-inline' for scripts: Astro hashes its own
   * scripts and styles into each page's <meta>; the layout adds the hash of the one inline
   * head script. Images, media, captions and API calls may come from the content and
   * media hosts, analytics reports go to the analytics host when one is configured; video.js
   * plays HLS from blob: URLs and runs its transmuxer in a blob: worker.
   */
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data: ${hosts}`,
        `media-src 'self' blob: ${hosts}`,
        `connect-src 'self' ${[hosts, analyticsOrigin, errorReportingOrigin].filter(Boolean).join(' ')}`,
        "worker-src 'self' blob:",
        // video.js's stylesheet carries its control icons as a data: font.
        "font-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        // The live chat is the site's only frame; without one configured, no frame may load.
        `frame-src ${chatOrigin || "'none'"}`,
      ],
      // Pagefind's search runs WebAssembly, which needs 'wasm-unsafe-eval' (not 'unsafe-eval').
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
    },
  },
  env: {
    validateSecrets: false,
    schema: {
      /**
       * The content host the build pulls from; the API lives at {API_BASE}/api/2. No page carries it.
       * Its default is `npm start`'s, not the setting itself: the schema is part of what Astro's
       * incremental build hashes, and a studio publish pulls from a loopback port of its own each
       * time, which as the default made every publish render every page again. It is a secret to
       * Astro for the same reason: a public server setting is written as a constant into the one
       * `astro:env/server` module every page's code imports, so its value is part of each page's code
       * hash; a secret is read when the build runs (tests/build/pipeline-build.test.ts, "another address").
       */
      API_BASE: envField.string({ context: 'server', access: 'secret', default: local.pullBase, url: true }),
      /**
       * The content host as browsers reach it, for the islands' API and auth calls (API_BASE unless
       * set): e.g. https://api.example.org while the build pulls from http://127.0.0.1:8000.
       */
      PUBLIC_API_BASE: envField.string({ context: 'client', access: 'public', default: publicApiBase, url: true }),
      /**
       * How long one request to the content host may take, answer included, in seconds; and how
       * many times a request is made before the build fails. With the defaults a host that never
       * answers fails the build within 60 s (retry-policy.ts, longestRequestMs).
       */
      API_REQUEST_TIMEOUT_SECONDS: buildNumber(DEFAULT_REQUEST_TIMEOUT_MS / 1000, { gt: 0 }),
      API_REQUEST_ATTEMPTS: buildNumber(DEFAULT_RETRY_POLICY.attempts, { int: true, min: 1 }),
      /**
       * Items on one list page (compositions, people, categories, concerts, features): a longer list
       * is split into numbered pages, so no page grows with the catalogue (list-pages.ts).
       */
      LIST_PAGE_SIZE: buildNumber(DEFAULT_LIST_PAGE_SIZE, { int: true, min: 1 }),
      /** The auth host (equal to the public content host unless set). */
      AUTH_HOST: text(''),
      /** Where printed programs live (equal to the public content host unless set). */
      PROGRAM_HOST: text(''),
      /** Where images, captions and cue files are served from (equal to the public content host unless set). */
      MEDIA_BASE: text(''),
      // The orchestra's names, links and credits (src/config/demo-settings.ts holds the demo's).
      ORCHESTRA_NAME: text(settings.ORCHESTRA_NAME),
      /** Empty: the orchestra's name. */
      ORCHESTRA_SHORT_NAME: text(settings.ORCHESTRA_SHORT_NAME),
      /** Each link empty: left out (the contribute block goes with DONATION_URL). */
      ORCHESTRA_URL: text(settings.ORCHESTRA_URL),
      DONATION_URL: text(settings.DONATION_URL),
      HELP_URL: text(settings.HELP_URL),
      PRIVACY_URL: text(settings.PRIVACY_URL),
      CONTACT_URL: text(settings.CONTACT_URL),
      FEEDBACK_URL: text(settings.FEEDBACK_URL),
      /** JSON list of {name, url} credited in the footer; empty: none. */
      UNDERWRITERS: text(settings.UNDERWRITERS),
      /** JSON {name, url} of the radio partner; empty: none. */
      RADIO_PARTNER: text(settings.RADIO_PARTNER),
      /** Comma-separated identifiers of the four featured composers on the home page; empty: none. */
      FEATURED_COMPOSERS: text(settings.FEATURED_COMPOSERS),
      /** The home page's line and every page's default description; empty: none. */
      SITE_TAGLINE: text(settings.SITE_TAGLINE),
      /** Platform identity and social sign-in client ids; empty hides the buttons. */
      IDENTITY_CLIENT_ID: text(''),
      IDENTITY_PROVIDER_NAME: text('Apple'),
      SOCIAL_APP_ID: text(''),
      SOCIAL_PROVIDER_NAME: text('Facebook'),
      /** Service ids of the configured services (rules §9); empty means off. */
      ANALYTICS_ID: text(''),
      /** A self-hosted Plausible's Events API address (https://…/api/event); empty means Plausible's own. */
      ANALYTICS_ENDPOINT: text(''),
      ERROR_REPORTING_DSN: text(''),
      /**
       * The live chat embedded beside a live stream that has a chat_code: a URL with `{code}`
       * where the code goes, e.g. https://chat.example.org/embed/{code}. Empty: no chat.
       */
      CHAT_EMBED_URL: text(''),
      /** Native wrapper build flags (rules §1). */
      NATIVE_MODE: flag(),
      ANDROID_MODE: flag(),
    },
  },
});

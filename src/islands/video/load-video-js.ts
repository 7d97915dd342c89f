import type * as VideoJsModule from 'video.js';
import videoJsStylesheet from 'video.js/dist/video-js.css?url';

/** The `videojs` function. */
export type VideoJs = typeof VideoJsModule.default.default;

/** video.js could not be loaded (offline, a deploy removed the chunk). */
export class VideoJsLoadError extends Error {
  constructor(options?: ErrorOptions) {
    super('The video player could not be loaded', options);
    this.name = 'VideoJsLoadError';
  }
}

/**
 * The `videojs` function of the loaded module. The bundler loads video.js's ES build, whose
 * default export is the function; TypeScript reads the package's types as CommonJS, where
 * the function sits one `default` deeper. Both shapes are accepted.
 */
function videojsOf(module: unknown): VideoJs {
  const outer = (module as { default?: unknown }).default;
  const candidate = typeof outer === 'function' ? outer : (outer as { default?: unknown } | undefined)?.default;
  if (typeof candidate !== 'function') throw new VideoJsLoadError();
  return candidate as unknown as VideoJs;
}

/**
 * Adds video.js's stylesheet to the page and waits for it. It is linked by address (not
 * imported as a style) so the build does not put its tens of kilobytes on every page that
 * could show a video; a stylesheet from the site itself passes the Content-Security-Policy.
 */
function linkStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-video-js-style]`);
  if (existing !== null) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset['videoJsStyle'] = '';
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`The stylesheet ${href} did not load`)), { once: true });
  });
  document.head.append(link);
  return loaded;
}

let loadingModule: Promise<VideoJs> | null = null;

function loadModule(): Promise<VideoJs> {
  loadingModule ??= import('video.js').then(videojsOf, (error: unknown) => {
    loadingModule = null;
    throw error;
  });
  return loadingModule;
}

/**
 * Loads video.js (with its own HLS engine, VHS) and its stylesheet when a visitor starts a
 * video: it weighs more than all of a page's other scripts together and is in no page's
 * initial JavaScript. Its default `<style>` elements are turned off first: the site's
 * Content-Security-Policy allows no inline styles, and the player fills its 16:9 box from the
 * stylesheet instead. The stylesheet is linked again after a client-side navigation, which
 * drops what the previous page added.
 */
export async function loadVideoJs(): Promise<VideoJs> {
  (globalThis as { VIDEOJS_NO_DYNAMIC_STYLE?: boolean }).VIDEOJS_NO_DYNAMIC_STYLE = true;
  try {
    const [videojs] = await Promise.all([loadModule(), linkStylesheet(videoJsStylesheet)]);
    return videojs;
  } catch (error) {
    throw new VideoJsLoadError({ cause: error });
  }
}

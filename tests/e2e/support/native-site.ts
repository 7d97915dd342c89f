import { join } from 'node:path';
import { NATIVE_APP_CLIENT_ID } from './native-identity.ts';

/**
 * The site as the iOS and Android wrappers load it: built with NATIVE_MODE and ANDROID_MODE
 * (rules §1), on its own origin, offering the platform identity button (the native app's client
 * id). Everything else is the main e2e build's: the same API, analytics sink and chat. Its own
 * Astro cache folder, so it can build while the main build runs: both would write the content
 * store in one.
 */
export function nativeSiteBuildEnv(siteOrigin: string, work: string): Record<string, string> {
  return {
    SITE_ORIGIN: siteOrigin,
    NATIVE_MODE: 'true',
    ANDROID_MODE: 'true',
    IDENTITY_CLIENT_ID: NATIVE_APP_CLIENT_ID,
    ASTRO_CACHE_DIR: join(work, 'native-astro-cache'),
  };
}

import { API_BASE, API_REQUEST_ATTEMPTS, API_REQUEST_TIMEOUT_SECONDS } from 'astro:env/server';

/**
 * How the build asks the content host for the catalogue, read once from astro:env. Server
 * settings: only the content loaders read them, so no page or island carries them.
 */
export const contentPull = {
  /** The API the catalogue is pulled from: `{API_BASE}/api/2`. Pages use the public host (site.ts). */
  apiBase: `${API_BASE.replace(/\/+$/, '')}/api/2`,
  /** One request's time limit, answer body included (`API_REQUEST_TIMEOUT_SECONDS`). */
  requestTimeoutMs: Math.round(API_REQUEST_TIMEOUT_SECONDS * 1000),
  /** Attempts per request, the first included (`API_REQUEST_ATTEMPTS`). */
  requestAttempts: API_REQUEST_ATTEMPTS,
} as const;

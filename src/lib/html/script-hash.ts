import { createHash } from 'node:crypto';

/**
 * The CSP source of an inline script: `sha256-` and the base64 SHA-256 of its exact text.
 * Build-time only (it uses node:crypto); the layout hands it to `Astro.csp`.
 */
export function scriptHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

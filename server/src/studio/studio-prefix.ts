import { STUDIO_PREFIX } from '#lib/studio/contract.ts';

/** Whether a request URL (path and query) is under the studio API's prefix. */
export function isStudioPath(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0] ?? '';
  return path === STUDIO_PREFIX || path.startsWith(`${STUDIO_PREFIX}/`);
}

import type { Masters } from '#lib/studio/contract.ts';
import type { AppContext } from '../../context.ts';
import { readMasters } from './master-rows.ts';

/** How many masters the studio lists. */
const MASTERS_LISTED = 100;

/** GET masters/: the masters uploaded, newest first, the refused ones with their reason. */
export async function listMasters(ctx: AppContext): Promise<Masters> {
  return { results: await readMasters(ctx.db, MASTERS_LISTED) };
}

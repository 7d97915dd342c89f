import { publisherCsvName } from '#lib/plays/plays-csv.ts';
import { STUDIO_PATHS } from '#lib/studio/paths.ts';
import { refusalOf } from '#lib/studio/studio-request.ts';
import { site } from '../../config/site.ts';
import { currentSession } from '../session/studio-session.ts';

/** How long the file's object URL outlives the click that saves it. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Asks the API for one publisher's CSV over a period and saves it under its name. The file is the
 * server's (counts under 5 written '<5'), not drawn again from what the screen shows.
 */
export async function downloadPlaysCsv(publisher: string, from: string, to: string): Promise<void> {
  const query = new URLSearchParams({ from, to, publisher });
  const token = currentSession()?.token;
  const response = await fetch(`${site.contentHost}${STUDIO_PATHS.playsExport}?${query.toString()}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'omit',
  });
  if (!response.ok) throw refusalOf(response.status, await response.json().catch(() => undefined));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = publisherCsvName(publisher, from, to);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

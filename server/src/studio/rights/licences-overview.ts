import { endingWithin } from '#lib/rights/decide.ts';
import { describeRights } from '#lib/rights/describe-rights.ts';
import type { LicenceRow, LicencesOverview } from '#lib/studio/contract.ts';
import { UNRECORDED_SHOWN } from '#lib/studio/contract.ts';
import { stripEmphasis } from '#lib/text/emphasis.ts';
import type { AppContext } from '../../context.ts';
import { currentDraftCatalogue } from '../records/draft-catalogue.ts';
import { listedRecords } from '../records/listed-records.ts';
import { draftLicence, licenceWords } from './licence-words.ts';

/** How far ahead the screen looks for licences that end: a month's notice to renew or take down. */
export const ENDING_DAYS = 30;

const byEnd = (a: LicenceRow, b: LicenceRow) => (a.ends_at ?? '').localeCompare(b.ends_at ?? '');
/** As staff read titles: without the emphasis marks and quotes, in any case. */
const collator = new Intl.Collator('en', { sensitivity: 'base', ignorePunctuation: true });
const byTitle = (a: LicenceRow, b: LicenceRow) =>
  collator.compare(stripEmphasis(a.title), stripEmphasis(b.title)) || collator.compare(a.subtitle, b.subtitle);

/** GET licences/: what ends within ENDING_DAYS days and what has no licence recorded (docs/rights.md, "The studio"). */
export async function licencesOverview(ctx: AppContext): Promise<LicencesOverview> {
  const catalogue = await currentDraftCatalogue(ctx.db);
  const now = ctx.clock.now();
  const unrecordedMedia = ctx.config.unrecordedMedia;
  const ending: LicenceRow[] = [];
  const unrecorded: LicenceRow[] = [];
  for (const { view, titled } of listedRecords(catalogue, 'performances')) {
    if (view.state === 'deleted') continue;
    const licence = draftLicence(catalogue, view.fields, unrecordedMedia);
    const { rights } = licence;
    const ends = endingWithin(rights, now, ENDING_DAYS);
    const row = (licence: string): LicenceRow => ({
      key: view.key,
      title: titled.title,
      subtitle: titled.subtitle,
      licence,
      ends_at: rights.available_until,
    });
    if (ends !== null) ending.push(row(licenceWords(licence)));
    // Under their heading, what they stream until a licence is recorded, without saying again that none is.
    if (licence.unrecorded) unrecorded.push(row(describeRights(rights)));
  }
  return {
    days: ENDING_DAYS,
    ending: ending.sort(byEnd),
    unrecorded: unrecorded.sort(byTitle).slice(0, UNRECORDED_SHOWN),
    unrecorded_count: unrecorded.length,
    unrecorded_streams: unrecordedMedia !== 'none',
  };
}

import { NOT_AVAILABLE_FOR_STREAMING } from '../catalog/composition-detail.ts';
import { NOTICES } from '../errors/notice-table.ts';
import { CENTRAL_TIME_ZONE } from '../time/zoned-time.ts';
import type { RefusalReason, StreamRefusal } from './decide.ts';
import type { Medium } from './rights.ts';
import { REFUSAL_DETAILS } from './refusal-details.ts';
import { closingWords, openingWords } from './rights-dates.ts';

/** What each place shows for a refusal: the player, the video area, and the API's `detail`. */
interface RightsMessage {
  readonly player: string;
  readonly video: string;
  /** `{date}` and `{medium}` are filled in by `refusalDetail`. */
  readonly api: string;
}

const notOnPages = (api: string): RightsMessage => ({
  player: NOT_AVAILABLE_FOR_STREAMING,
  video: NOT_AVAILABLE_FOR_STREAMING,
  api,
});

/**
 * The sentences for each refusal. Pages show the spec's 'Not available for streaming.' for every
 * refusal they can decide themselves, and the spec's region sentences (rules §8) for the API's region
 * 403; the API's `detail` says which refusal it is.
 */
export const RIGHTS_MESSAGES: Readonly<Record<RefusalReason, RightsMessage>> = {
  nothing: notOnPages(REFUSAL_DETAILS.nothing),
  medium: notOnPages(REFUSAL_DETAILS.medium),
  territory: {
    player: NOTICES['stream-region-restricted'].message,
    video: NOTICES['video-region-restricted'].message,
    api: REFUSAL_DETAILS.territory,
  },
  'not-yet': notOnPages(REFUSAL_DETAILS['not-yet']),
  embargo: notOnPages(REFUSAL_DETAILS.embargo),
  ended: notOnPages(REFUSAL_DETAILS.ended),
};

/**
 * The API's `detail` for a refusal of `medium`, its date in words on the wall clock of `timeZone`
 * (the house's Central time unless told otherwise).
 */
export function refusalDetail(refusal: StreamRefusal, medium: Medium, timeZone = CENTRAL_TIME_ZONE): string {
  const { at, reason } = refusal;
  const date = at === null ? '' : reason === 'ended' ? closingWords(at, timeZone) : openingWords(at, timeZone);
  return RIGHTS_MESSAGES[reason].api.replace('{date}', date).replace('{medium}', medium);
}

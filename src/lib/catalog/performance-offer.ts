import type { Recording } from '../api/contract.ts';
import { rightsOfAnswer } from '../api/streaming-rights.ts';
import { bakeRights } from '../rights/baked-rights.ts';
import { MEDIA_ORDER, mediaTokens, offeredMedia } from '../rights/media-offer.ts';
import type { Medium, Rights } from '../rights/rights.ts';

/** The performance fields an offer reads: its recordings' types and its rights (absent: open). */
interface Offerable {
  readonly recordings: readonly Pick<Recording, 'type'>[];
  readonly rights?: Rights | undefined;
}

const RECORDING_TYPE: Readonly<Record<Medium, 'A' | 'V'>> = { audio: 'A', video: 'V' };

/** What a performance's block offers as the build draws it (docs/rights.md, "The interface"). */
export interface PerformanceOffer {
  /** The media offered at the build's moment, audio first. */
  readonly offered: readonly Medium[];
  /**
   * Whether the block draws 'Not available for streaming.': it shows it now, or may once the browser
   * decides again (it is hidden by the page's styles while something is offered).
   */
  readonly drawsUnavailable: boolean;
  /**
   * The `data-*` attributes of the block's root. `data-offer`: the media offered, which the page's
   * styles read to hide the other media's controls; with a window ahead, `data-rights` (the rights,
   * only their decision fields) and `data-media-held` (the recordings' media), which the browser
   * decides on again (src/page-scripts/rights-offers.ts).
   */
  readonly attributes: Readonly<Record<string, string>>;
}

/** The media a performance holds a recording of, audio first. */
export function heldMedia(performance: Pick<Offerable, 'recordings'>): Medium[] {
  const types = new Set(performance.recordings.map((recording) => recording.type));
  return MEDIA_ORDER.filter((medium) => types.has(RECORDING_TYPE[medium]));
}

/**
 * What a performance's block offers at `now` (the build's moment): its recordings' media that its
 * rights let stream. Only a block whose offer changes later carries its rights for the browser, so a
 * page of open rights carries no more than before.
 */
export function performanceOffer(performance: Offerable, now: Date): PerformanceOffer {
  const rights = rightsOfAnswer(performance);
  const held = heldMedia(performance);
  const { offered, changesAt } = offeredMedia(rights, held, now);
  const decidesAgain = changesAt !== null && held.length > 0;
  const attributes: Record<string, string> = { 'data-offer': mediaTokens(offered) };
  if (decidesAgain) {
    attributes['data-rights'] = bakeRights(rights);
    attributes['data-media-held'] = mediaTokens(held);
  }
  return { offered, drawsUnavailable: offered.length === 0 || decidesAgain, attributes };
}

import { site } from '../../config/site.ts';
import type { Cuepoint } from '#lib/api/performance.ts';
import { mediaUrl } from '#lib/catalog/image-sources.ts';
import { compositionPath, withBase } from '#lib/catalog/routes.ts';
import type { QueueItem } from '#lib/player/queue-item.ts';
import { EmphasisText } from '../EmphasisText.tsx';

interface Props {
  readonly item: QueueItem;
  /** The movement under the play head; null before the first cue point or without movements. */
  readonly movement: Cuepoint | null;
}

/** What is playing: artwork, the composition (a link to its page), composer, performers and movement. */
export function TrackInfo({ item, movement }: Props) {
  return (
    <div className="player-bar__track">
      {item.image !== null && (
        <img className="player-bar__art" alt="" width={96} height={54} src={mediaUrl(item.image, site.mediaBase)} />
      )}
      <div className="player-bar__text">
        <p className="player-bar__title">
          <a href={withBase(compositionPath(item.composition_identifier), site.basePath)}>
            <EmphasisText text={item.title} />
          </a>
        </p>
        {item.composer !== '' && <p className="player-bar__composer">{item.composer}</p>}
        {item.performers.length > 0 && <p className="player-bar__performers">{item.performers.join(' · ')}</p>}
        {movement !== null && (
          <p className="player-bar__movement">
            <span className="visually-hidden">Movement: </span>
            {movement.title}
          </p>
        )}
      </div>
    </div>
  );
}

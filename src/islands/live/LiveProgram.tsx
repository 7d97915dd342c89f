import { site } from '../../config/site.ts';
import type { LiveStream, LiveStreamPerformance } from '../../lib/api/live-stream.ts';
import { mediaUrl } from '../../lib/catalog/image-sources.ts';
import { compositionPath, concertPath, withBase } from '../../lib/catalog/routes.ts';
import { categoryPath } from '../../lib/catalog/view-by.ts';
import { EmphasisText } from './EmphasisText.tsx';
import styles from './LiveDetail.module.css';

function People({ entry }: { entry: LiveStreamPerformance }) {
  const artists = [...entry.featured_artists].sort((a, b) => a.sequence - b.sequence);
  if (entry.conductor === null && artists.length === 0) return null;
  return (
    <dl className={styles.people}>
      {entry.conductor !== null && (
        <div>
          <dt>Conductor</dt>
          <dd>
            <a href={withBase(categoryPath('conductor', entry.conductor.identifier))}>{entry.conductor.full_name}</a>
          </dd>
        </div>
      )}
      {artists.length > 0 && (
        <div>
          <dt>{artists.length === 1 ? 'Featured artist' : 'Featured artists'}</dt>
          <dd>
            <ul>
              {artists.map(({ artist, roles }) => (
                <li key={artist.identifier}>
                  <a href={withBase(categoryPath('performer', artist.identifier))}>{artist.full_name}</a>
                  {roles.length > 0 && <span className={styles.roles}>, {roles.join(', ')}</span>}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The program of a live stream (spec section 2): each work with its composer, a premiere
 * badge, the conductor and the featured artists with their roles; 'View/Print Concert
 * Program' when a printed program exists, and the concert's page when the stream links to it.
 */
export function LiveProgram({ stream }: { stream: LiveStream }) {
  const program = stream.program;
  if (program === null || program.composition_performances.length === 0) return null;
  return (
    <section aria-labelledby="live-program-title">
      <div className={styles.programHead}>
        <h2 id="live-program-title">Program</h2>
        {program.print_program_url !== null && (
          <a className="button button--quiet" href={mediaUrl(program.print_program_url, site.programHost)} target="_blank" rel="noopener">
            View/Print Concert Program
          </a>
        )}
      </div>
      <ol className={styles.program}>
        {program.composition_performances.map((entry, index) => (
          <li key={`${entry.composition.identifier}-${index}`}>
            <h3 className={styles.work}>
              <a href={withBase(compositionPath(entry.composition.identifier))}>
                <EmphasisText text={entry.composition.title} />
              </a>
            </h3>
            <p className={styles.workMeta}>
              {entry.composition.combined_composer_arranger_credit || entry.composition.composer?.full_name}
              {entry.premiere.trim() !== '' && <span className="badge badge--brass">{entry.premiere}</span>}
            </p>
            <People entry={entry} />
          </li>
        ))}
      </ol>
      {stream.show_link_to_program && (
        <p>
          <a href={withBase(concertPath(program.identifier))}>More about this concert</a>
        </p>
      )}
    </section>
  );
}

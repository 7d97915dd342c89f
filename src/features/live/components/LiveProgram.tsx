import type { ReactNode } from 'react';
import { site } from '../../../config/site.ts';
import type { LiveStream, LiveStreamPerformance } from '#lib/api/live-stream.ts';
import { mediaUrl } from '#lib/catalog/image-sources.ts';
import { programHref, type PublishedLinks } from '../lib/live-program-links.ts';
import { compositionPath, concertPath } from '#lib/catalog/routes.ts';
import { categoryPath } from '#lib/catalog/view-by.ts';
import { EmphasisText } from '../../../islands/EmphasisText.tsx';
import people from '../../../components/PersonLinks.module.css';
import styles from './LiveStreamBody.module.css';

/** A link to a page of the site, or its text when the build published no page there. */
function PageLink({ path, links, children }: { path: string; links: PublishedLinks; children: ReactNode }) {
  const href = programHref(path, links);
  return href === null ? <span>{children}</span> : <a href={href}>{children}</a>;
}

function People({ entry, links }: { entry: LiveStreamPerformance; links: PublishedLinks }) {
  const artists = [...entry.featured_artists].sort((a, b) => a.sequence - b.sequence);
  if (entry.conductor === null && artists.length === 0) return null;
  return (
    <dl className={people.people}>
      {entry.conductor !== null && (
        <div className={people.row}>
          <dt>Conductor</dt>
          <dd>
            <PageLink path={categoryPath('conductor', entry.conductor.identifier)} links={links}>
              {entry.conductor.full_name}
            </PageLink>
          </dd>
        </div>
      )}
      {artists.length > 0 && (
        <div className={people.row}>
          <dt>{artists.length === 1 ? 'Featured artist' : 'Featured artists'}</dt>
          <dd>
            <ul>
              {artists.map(({ artist, roles }) => (
                <li key={artist.identifier}>
                  <PageLink path={categoryPath('performer', artist.identifier)} links={links}>
                    {artist.full_name}
                  </PageLink>
                  {roles.length > 0 && <span className={people.roles}>, {roles.join(', ')}</span>}
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
 * The program of a live stream (rules §2): each work with its composer, a premiere
 * badge, the conductor and the featured artists with their roles; 'View/Print Concert
 * Program' when a printed program exists, and the concert's page when the stream links to it.
 */
export function LiveProgram({ stream, links }: { stream: LiveStream; links: PublishedLinks }) {
  const program = stream.program;
  if (program === null || program.composition_performances.length === 0) return null;
  return (
    <section aria-labelledby="live-program-title">
      <div className={styles.programHead}>
        <h2 id="live-program-title">Program</h2>
        {program.print_program_url !== null && (
          <a
            className="button button--quiet"
            href={mediaUrl(program.print_program_url, site.programHost)}
            target="_blank"
            rel="noopener"
          >
            View/Print Concert Program
          </a>
        )}
      </div>
      <ol className={styles.program}>
        {program.composition_performances.map((entry, index) => (
          <li key={`${entry.composition.identifier}-${index}`}>
            <h3 className={styles.work}>
              <PageLink path={compositionPath(entry.composition.identifier)} links={links}>
                <EmphasisText text={entry.composition.title} />
              </PageLink>
            </h3>
            <p className={styles.workMeta}>
              {entry.composition.combined_composer_arranger_credit || entry.composition.composer?.full_name}
              {entry.premiere.trim() !== '' && <span className="badge badge--brass">{entry.premiere}</span>}
            </p>
            <People entry={entry} links={links} />
          </li>
        ))}
      </ol>
      {stream.show_link_to_program && (
        <p>
          <PageLink path={concertPath(program.identifier)} links={links}>
            More about this concert
          </PageLink>
        </p>
      )}
    </section>
  );
}

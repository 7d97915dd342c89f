import type { LiveStream } from '#lib/api/live-stream.ts';
import type { PublishedLinks } from '../lib/live-program-links.ts';
import { LiveProgram } from './LiveProgram.tsx';
import { LiveSponsors } from './LiveSponsors.tsx';
import layout from '../../../styles/detail-body.module.css';
import styles from './LiveStreamBody.module.css';

/**
 * What a live-stream page shows below its stage (rules §2): the description, the program and the
 * sponsors. None of it depends on the visitor's clock, so the page draws it from the build's record
 * and it never hydrates: the stage's island, which does, stays small.
 */
export function LiveStreamBody({ stream, links }: { stream: LiveStream; links: PublishedLinks }) {
  return (
    <div className={`container page ${layout.body}`}>
      <div className={`${layout.main} ${styles.main}`}>
        {stream.description.trim() !== '' && (
          <section aria-labelledby="live-about-title">
            <h2 id="live-about-title">About the concert</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: stream.description }} />
          </section>
        )}
        <LiveProgram stream={stream} links={links} />
      </div>
      <LiveSponsors stream={stream} />
    </div>
  );
}

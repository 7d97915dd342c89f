import { UnderwriterCredit } from '../../../components/UnderwriterCredit.tsx';
import type { LiveStream, MediaUnderwriter } from '#lib/api/live-stream.ts';
import { externalLink } from '../lib/external-link.ts';
import styles from './LiveStreamBody.module.css';

/** A stream's underwriter, credited as the concert pages credit theirs. */
function Sponsor({ underwriter }: { underwriter: MediaUnderwriter }) {
  return (
    <UnderwriterCredit
      name={underwriter.name}
      logo={underwriter.media_underwriter_logo}
      link={externalLink(underwriter.link)}
      lead="Sponsored by"
    />
  );
}

/**
 * The stream's underwriters with their logos, and its grant sponsor notes (rules §2).
 * The notes are HTML the build sanitised (or inert text, see `mergeLiveStreams`).
 */
export function LiveSponsors({ stream }: { stream: LiveStream }) {
  const notes = stream.grant_sponsor_notes.trim();
  if (stream.media_underwriters.length === 0 && notes === '') return null;
  return (
    <aside className={styles.aside} aria-label="Sponsors">
      {stream.media_underwriters.map((underwriter) => (
        <Sponsor key={underwriter.name} underwriter={underwriter} />
      ))}
      {notes !== '' && <div className={`prose ${styles.grants}`} dangerouslySetInnerHTML={{ __html: notes }} />}
    </aside>
  );
}

import { site } from '../../config/site.ts';
import type { LiveStream, MediaUnderwriter } from '../../lib/api/live-stream.ts';
import { mediaUrl } from '../../lib/catalog/image-sources.ts';
import { externalLink } from '../../lib/live-feed/external-link.ts';
import styles from './LiveDetail.module.css';

function Underwriter({ underwriter }: { underwriter: MediaUnderwriter }) {
  const logo = underwriter.media_underwriter_logo;
  const link = externalLink(underwriter.link);
  const mark = (
    <>
      {logo !== null && (
        <img
          className={styles.logo}
          src={mediaUrl(logo.url, site.mediaBase)}
          width={logo.width}
          height={logo.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <span className={styles.sponsorName}>{underwriter.name}</span>
    </>
  );
  return (
    <div className={styles.sponsor}>
      <p className={styles.sponsorLead}>Sponsored by</p>
      {link === null ? (
        <span>{mark}</span>
      ) : (
        <a className={styles.sponsorMark} href={link} rel="noopener">
          {mark}
        </a>
      )}
    </div>
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
        <Underwriter key={underwriter.name} underwriter={underwriter} />
      ))}
      {notes !== '' && <div className={`prose ${styles.grants}`} dangerouslySetInnerHTML={{ __html: notes }} />}
    </aside>
  );
}

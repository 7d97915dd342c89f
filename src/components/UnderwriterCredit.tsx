import { site } from '../config/site.ts';
import type { Image } from '#lib/api/contract.ts';
import { mediaUrl } from '#lib/catalog/image-sources.ts';
import styles from './UnderwriterCredit.module.css';

export interface UnderwriterCreditProps {
  name: string;
  logo: Image | null;
  /** The underwriter's site; none leaves the credit unlinked. */
  link?: string | null | undefined;
  /** The words that credit them ('Underwritten by', 'Sponsored by'). */
  lead: string;
}

/**
 * An underwriter's logo and name with the words that credit them: one drawing for the concert
 * pages, which render it at build time with no hydration, and the live-stream island.
 */
export function UnderwriterCredit({ name, logo, link, lead }: UnderwriterCreditProps) {
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
      <span className={styles.name}>{name}</span>
    </>
  );
  return (
    <div className={styles.credit}>
      <p className={styles.lead}>{lead}</p>
      {link ? (
        <a className={styles.mark} href={link} rel="noopener">
          {mark}
        </a>
      ) : (
        <span>{mark}</span>
      )}
    </div>
  );
}

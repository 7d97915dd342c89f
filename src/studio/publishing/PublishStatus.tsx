import { withBase } from '#lib/catalog/routes.ts';
import { isUnderWay, publishKindName, publishStatusLine } from '#lib/studio/publish-words.ts';
import type { Publish } from '#lib/studio/publishing.ts';
import { stripEmphasis } from '#lib/text/emphasis.ts';
import styles from '../ui/Studio.module.css';
import publishing from './Publishing.module.css';

/**
 * The publish asked for on this screen (or one under way): its phase, pages and seconds while it
 * runs, announced politely; how it ended, with links to the pages it changed, or why it failed.
 */
export function PublishStatus({ entry, siteHome }: { entry: Publish; siteHome: string }) {
  const pages = entry.changes.filter((change) => change.path !== null);
  const origin = new URL(siteHome, window.location.href).origin;
  const running = isUnderWay(entry);
  const share =
    entry.state === 'running' && entry.pages_expected
      ? Math.min(1, entry.pages_done / entry.pages_expected)
      : undefined;
  return (
    <section
      className={`${styles.card} ${publishing.status} ${entry.state === 'failed' ? publishing.failed : ''}`}
      aria-labelledby="status-title"
    >
      <h2 id="status-title">
        {publishKindName(entry)} #{entry.id}
        {running ? ' under way' : entry.state === 'done' ? ': done' : ': failed'}
      </h2>
      <p role={entry.state === 'failed' ? 'alert' : 'status'} data-publish-state={entry.state}>
        {publishStatusLine(entry)}
      </p>
      {running && (
        <progress
          className={publishing.progress}
          aria-label="Progress of the publish"
          {...(share === undefined ? {} : { value: share, max: 1 })}
        />
      )}
      {entry.state === 'done' && pages.length > 0 && (
        <>
          <p>The pages it changed:</p>
          <ul className={publishing.pages}>
            {pages.map((change) => (
              <li key={`${change.list}/${change.key}`}>
                <a href={new URL(withBase(change.path ?? '/'), origin).href}>
                  {stripEmphasis(change.title) || change.key}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {entry.state === 'failed' && <p className={styles.note}>The site, the API and the drafts are as they were.</p>}
    </section>
  );
}

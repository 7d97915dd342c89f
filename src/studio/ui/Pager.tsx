import styles from './Studio.module.css';

interface PagerProps {
  /** What the pages are of, for the navigation's name ('Pages of the audit log'). */
  label: string;
  page: number;
  pages: number;
  setPage: (page: number) => void;
  /** The buttons' words: 'Previous page' and 'Next page', or 'Newer' and 'Older'. */
  previous: string;
  next: string;
}

/** A list's page buttons, one disabled at either end. */
export function Pager({ label, page, pages, setPage, previous, next }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className="button button--quiet" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {previous}
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className="button button--quiet" disabled={page >= pages} onClick={() => setPage(page + 1)}>
        {next}
      </button>
    </nav>
  );
}

import styles from './LiveDetail.module.css';

/**
 * The theater-mode switch (rules §2: "wide-screen, medium screens and up"): a toggle
 * button whose pressed state is announced; it is hidden on small screens, where the video
 * already spans the page.
 */
export function TheaterToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      className={`button button--quiet ${styles.onStage} ${styles.theaterToggle}`}
      aria-pressed={on}
      onClick={() => onChange(!on)}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
        <path d="M2 5h16v10H2z" stroke="currentColor" strokeWidth="1.8" fill="none" />
      </svg>
      Theater mode
    </button>
  );
}

import styles from '../ui/Studio.module.css';

/** What a listener's account sees at the studio's address: that it is not for them, and the way back. */
export function NotAllowedScreen({ siteHome, onStaffSignIn }: { siteHome: string; onStaffSignIn: () => void }) {
  return (
    <main className={styles.narrow} id="main">
      <p className="eyebrow">Concert Library Studio</p>
      <h1>Not allowed</h1>
      <p className={styles.note}>
        The studio is where the orchestra’s staff edit the library. Your listener account cannot open it.
      </p>
      <p className={styles.links}>
        <a className="button" href={siteHome}>
          Back to the site
        </a>
        <button type="button" className="button button--quiet" onClick={onStaffSignIn}>
          Staff sign-in
        </button>
      </p>
    </main>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { DELETE_ACCOUNT_QUESTION, deleteAccount } from '../../stores/account-deletion.ts';
import { FormAlert } from './FormAlert.tsx';
import { followOutcome, siteHref } from './follow-outcome.ts';
import { useGuardedScreen } from './use-guarded-screen.ts';
import styles from './AccountPanel.module.css';

/**
 * The account screen (rules §2): the signed-in email and name, 'Delete Account' with
 * its confirmation, and 'Back home'. A signed-out visitor is sent home.
 */
export default function AccountPanel() {
  const [deleting, setDeleting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { session, known } = useGuardedScreen('account', deleting);
  const question = useRef<HTMLParagraphElement>(null);
  const ids = useId();

  // The question takes the focus, so keyboard and screen-reader users meet it at once.
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);

  async function confirmDeletion(): Promise<void> {
    setDeleting(true);
    setError(null);
    const message = followOutcome(await deleteAccount());
    if (message === null) return;
    setDeleting(false);
    setError(message);
  }

  if (!known || session === null) return <div aria-busy="true" />;
  const { email, first_name: first, last_name: last } = session.user;
  return (
    <>
      <dl className={styles.details}>
        <div>
          <dt>Email</dt>
          <dd>{email}</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{`${first} ${last}`.trim()}</dd>
        </div>
      </dl>
      <section className={styles.delete} aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`}>Delete Account</h2>
        <p className="auth__note">Delete your account and sign out of the Concert Library. This cannot be undone.</p>
        {confirming ? (
          <div role="group" aria-labelledby={`${ids}-question`} className={styles.delete}>
            <p id={`${ids}-question`} ref={question} tabIndex={-1} className={styles.question}>
              {DELETE_ACCOUNT_QUESTION}
            </p>
            <div className={styles.choices}>
              <button
                type="button"
                className={`button ${styles.danger}`}
                disabled={deleting}
                onClick={() => void confirmDeletion()}
              >
                Yes, delete my account
              </button>
              <button
                type="button"
                className="button button--quiet"
                disabled={deleting}
                onClick={() => setConfirming(false)}
              >
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
            Delete Account
          </button>
        )}
        <FormAlert message={error} />
      </section>
      <p className="auth__links">
        <a href={siteHref('')}>Back home</a>
      </p>
    </>
  );
}

import { useEffect, useState } from 'react';
import { magicLinkToken } from '#lib/auth-client/account-paths.ts';
import { signInWithMagicLink } from '../../stores/sign-in-actions.ts';
import { FormAlert } from './FormAlert.tsx';
import { followOutcome, siteHref } from './follow-outcome.ts';

/**
 * The blank /magic/{token} screen (rules §2): signs in with the token of the path and
 * goes on. Only a failure that a second try may fix (no answer, a server problem) stays on
 * screen, with 'Try again'.
 */
export default function MagicLinkSignIn() {
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void signInWithMagicLink(magicLinkToken(window.location.pathname, import.meta.env.BASE_URL)).then((outcome) => {
      if (current) setMessage(followOutcome(outcome));
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  if (message === null) return <div aria-busy="true" />;
  return (
    <>
      <FormAlert message={message} />
      <p className="auth__links">
        <button
          type="button"
          className="button"
          onClick={() => {
            // The busy screen shows again while the new attempt runs.
            setMessage(null);
            setAttempt((count) => count + 1);
          }}
        >
          Try again
        </button>
        <a href={siteHref('sign-in')}>Sign in</a>
      </p>
    </>
  );
}

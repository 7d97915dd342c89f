import { useEffect, useState } from 'react';
import { emailConfirmationKey } from '#lib/auth-client/account-paths.ts';
import { confirmEmail } from '../../stores/registration-actions.ts';
import { FormAlert } from './FormAlert.tsx';
import { followOutcome, siteHref } from './follow-outcome.ts';

/**
 * The /email-confirm/{key} screen (rules §2): 'Confirming your email...' while the key
 * of the path is confirmed, then on to the page the sign-in state calls for (rules §4);
 * a failure shows the network-failure alert.
 */
export default function EmailConfirm() {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void confirmEmail(emailConfirmationKey(window.location.pathname, import.meta.env.BASE_URL)).then((outcome) => {
      if (current) setMessage(followOutcome(outcome));
    });
    return () => {
      current = false;
    };
  }, []);

  if (message === null)
    return (
      <p className="auth__note" role="status">
        Confirming your email...
      </p>
    );
  return (
    <>
      <FormAlert message={message} />
      <p className="auth__links">
        <a href={siteHref('')}>Back home</a>
      </p>
    </>
  );
}

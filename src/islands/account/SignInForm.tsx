import { validateSignIn } from '#lib/forms/form-validation.ts';
import { site } from '../../config/site.ts';
import { requestSignInLink } from '../../stores/sign-in-actions.ts';
import { FormAlert } from './FormAlert.tsx';
import { siteHref } from './follow-outcome.ts';
import { ProviderButtons } from './ProviderButtons.tsx';
import { TextField } from './TextField.tsx';
import { useAccountPageView } from './use-account-page-view.ts';
import { useAccountForm } from './use-account-form.ts';
import { useGuardedScreen } from './use-guarded-screen.ts';
import styles from './AccountForm.module.css';

/**
 * The sign-in screen's form (rules §2): provider buttons, 'Or', and the passwordless
 * email form that asks for a sign-in link.
 */
export default function SignInForm() {
  const form = useAccountForm({
    form: 'sign-in',
    initial: { email: '' },
    validate: validateSignIn,
    submit: (values) => requestSignInLink(values.email),
  });
  const guard = useGuardedScreen('sign-in', form.submitting);
  useAccountPageView('sign-in', guard.shown);
  return (
    <>
      <ProviderButtons verb="Sign in" kinds={['identity', 'social']} disabled={form.submitting} run={form.run} />
      <form className={styles.form} noValidate onSubmit={form.onSubmit}>
        <p className="auth__note">Enter your email; we’ll send you a link to sign in.</p>
        <TextField label="Email" type="email" autoComplete="email" binding={form.field('email')} />
        <FormAlert message={form.formError} />
        <button type="submit" className={`button ${styles.submit}`} disabled={form.submitDisabled}>
          Log In
        </button>
      </form>
      <p className="auth__links">
        <a href={siteHref('sign-up')}>Create a free account</a>
        {site.links.help && <a href={site.links.help}>Concert Library Help</a>}
      </p>
    </>
  );
}

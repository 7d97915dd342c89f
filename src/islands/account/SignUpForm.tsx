import { site } from '../../config/site.ts';
import { validateSignUp } from '#lib/forms/form-validation.ts';
import { register } from '../../stores/registration-actions.ts';
import { FormAlert } from './FormAlert.tsx';
import { siteHref } from './follow-outcome.ts';
import { ProviderButtons } from './ProviderButtons.tsx';
import { TextField } from './TextField.tsx';
import { useAccountPageView } from './use-account-page-view.ts';
import { useAccountForm } from './use-account-form.ts';
import { useGuardedScreen } from './use-guarded-screen.ts';
import styles from './AccountForm.module.css';

/** Rules §2, with its typographic apostrophes. */
const NEWSLETTER_NOTE =
  'Don’t miss a note! By signing up, you’ll be among the first to know when we add new concerts to the library. You can unsubscribe at any time.';

const EMPTY = { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' };

/**
 * The sign-up screen's form (rules §2): the platform-identity button, the five
 * fields, the newsletter note and Register.
 */
export default function SignUpForm() {
  const form = useAccountForm({ form: 'sign-up', initial: EMPTY, validate: validateSignUp, submit: register });
  const guard = useGuardedScreen('sign-up', form.submitting);
  useAccountPageView('sign-up', guard.shown);
  return (
    <>
      <ProviderButtons verb="Sign up" kinds={['identity']} disabled={form.submitting} run={form.run} />
      <form className={styles.form} noValidate onSubmit={form.onSubmit}>
        <TextField label="First name" type="text" autoComplete="given-name" binding={form.field('first_name')} />
        <TextField label="Last name" type="text" autoComplete="family-name" binding={form.field('last_name')} />
        <TextField label="Email" type="email" autoComplete="email" binding={form.field('email')} />
        <TextField
          label="Choose a password"
          type="password"
          autoComplete="new-password"
          binding={form.field('password')}
        />
        <TextField
          label="Confirm your password"
          type="password"
          autoComplete="new-password"
          binding={form.field('password_confirmation')}
        />
        <p className="auth__note">{NEWSLETTER_NOTE}</p>
        <FormAlert message={form.formError} />
        <button type="submit" className={`button ${styles.submit}`} disabled={form.submitDisabled}>
          Register
        </button>
      </form>
      <p className="auth__links">
        <a href={siteHref('sign-in')}>Already registered? Sign In</a>
        {site.links.help && <a href={site.links.help}>Concert Library Help</a>}
      </p>
    </>
  );
}

import { validateForgotPassword } from '#lib/forms/form-validation.ts';
import { requestPasswordReset } from '../../stores/password-actions.ts';
import { FormAlert } from './FormAlert.tsx';
import { siteHref } from './follow-outcome.ts';
import { TextField } from './TextField.tsx';
import { useAccountForm } from './use-account-form.ts';
import styles from './AccountForm.module.css';

/** The forgot-password screen's form (rules §2): Email, 'Reset Password', and a link to sign in. */
export default function ForgotPasswordForm() {
  const form = useAccountForm({
    form: 'forgot-password',
    initial: { email: '' },
    validate: validateForgotPassword,
    submit: (values) => requestPasswordReset(values.email),
  });
  return (
    <>
      <form className={styles.form} noValidate onSubmit={form.onSubmit}>
        <TextField label="Email" type="email" autoComplete="email" binding={form.field('email')} />
        <FormAlert message={form.formError} />
        <button type="submit" className={`button ${styles.submit}`} disabled={form.submitDisabled}>
          Reset Password
        </button>
      </form>
      <p className="auth__links">
        <a href={siteHref('sign-in')}>Sign in</a>
      </p>
    </>
  );
}

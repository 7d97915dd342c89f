import { resetLink } from '#lib/auth-client/account-paths.ts';
import { RESET_LINK_INVALID } from '#lib/auth-client/reset-confirm-failure.ts';
import { validateResetPassword } from '#lib/forms/form-validation.ts';
import { failed } from '../../stores/account-outcome.ts';
import { resetPassword } from '../../stores/password-actions.ts';
import { FormAlert } from './FormAlert.tsx';
import { siteHref } from './follow-outcome.ts';
import { TextField } from './TextField.tsx';
import { useAccountForm } from './use-account-form.ts';
import styles from './AccountForm.module.css';

/**
 * The reset-password screen's form (rules §2). One static page serves every
 * /reset-password/{uid}/{token}, so the uid and token are read from the location.
 */
export default function ResetPasswordForm() {
  const form = useAccountForm({
    form: 'reset-password',
    initial: { password: '', password_confirmation: '' },
    validate: validateResetPassword,
    submit: async (values) => {
      // Read when the form is sent, in the browser: the server-rendered page has no location.
      const link = resetLink(window.location.pathname, import.meta.env.BASE_URL);
      return link === null ? failed(RESET_LINK_INVALID) : resetPassword(link, values);
    },
  });
  return (
    <>
      <form className={styles.form} noValidate onSubmit={form.onSubmit}>
        <p className="auth__note">Enter a new password below to set a new password on your account.</p>
        <TextField label="New password" type="password" autoComplete="new-password" binding={form.field('password')} />
        <TextField
          label="Confirm your new password"
          type="password"
          autoComplete="new-password"
          binding={form.field('password_confirmation')}
        />
        <FormAlert message={form.formError} />
        <button type="submit" className={`button ${styles.submit}`} disabled={form.submitDisabled}>
          Reset Your Password
        </button>
      </form>
      <p className="auth__links">
        <a href={siteHref('sign-in')}>Sign In</a>
      </p>
    </>
  );
}

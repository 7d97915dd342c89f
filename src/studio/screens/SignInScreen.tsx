import { useState, type SubmitEvent } from 'react';
import { STUDIO_PATHS } from '#lib/studio/paths.ts';
import { SecondFactorChallengeSchema, StudioSessionSchema, type SecondFactorChallenge } from '#lib/studio/session.ts';
import { askPasskey } from '../session/passkeys.ts';
import { request } from '../session/studio-session.ts';
import { useSignIn } from '../session/use-sign-in.ts';
import { useSubmit } from '../session/use-submit.ts';
import { Alert } from '../ui/Alert.tsx';
import { Field } from '../ui/Field.tsx';
import styles from '../ui/Studio.module.css';

/** The studio's sign-in: email and password, then the member's passkey (or one recovery code). */
export function SignInScreen({ siteHome }: { siteHome: string }) {
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  return (
    <main className={styles.narrow} id="main">
      <p className="eyebrow">Concert Library Studio</p>
      <h1>Staff sign-in</h1>
      {challenge === null ? (
        <PasswordStep onChallenge={setChallenge} />
      ) : (
        <SecondFactorStep challenge={challenge} onRestart={() => setChallenge(null)} />
      )}
      <p className={styles.links}>
        <a href={siteHome}>Back to the site</a>
      </p>
    </main>
  );
}

function PasswordStep({ onChallenge }: { onChallenge: (challenge: SecondFactorChallenge) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = useSubmit(['email', 'password']);
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit.run(async () => {
      onChallenge(
        await request(STUDIO_PATHS.signInPassword, SecondFactorChallengeSchema, {
          method: 'POST',
          body: { email, password },
        }),
      );
    });
  }
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <Field
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errors={submit.errorsOf('email')}
        required
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errors={submit.errorsOf('password')}
        required
      />
      <Alert message={submit.message} />
      <button type="submit" className="button" disabled={submit.busy}>
        Continue
      </button>
    </form>
  );
}

function SecondFactorStep({ challenge, onRestart }: { challenge: SecondFactorChallenge; onRestart: () => void }) {
  const signIn = useSignIn();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const submit = useSubmit(recovery ? ['code'] : []);
  async function finish(path: string, body: unknown) {
    const session = await request(path, StudioSessionSchema, { method: 'POST', body });
    await signIn(session);
  }
  function withPasskey() {
    void submit.run(async () => {
      const credential = await askPasskey(challenge);
      await finish(STUDIO_PATHS.signInPasskey, { ticket: challenge.ticket, credential });
    });
  }
  function withCode(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit.run(() => finish(STUDIO_PATHS.signInRecovery, { ticket: challenge.ticket, code }));
  }
  if (recovery)
    return (
      <form className={styles.form} noValidate onSubmit={withCode}>
        <p className={styles.note}>
          Enter one of the recovery codes you saved when you set up your passkey. Each works once.
        </p>
        <Field
          label="Recovery code"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          errors={submit.errorsOf('code')}
          required
        />
        <Alert message={submit.message} />
        <button type="submit" className="button" disabled={submit.busy}>
          Sign in
        </button>
        <button type="button" className="button button--quiet" onClick={() => setRecovery(false)}>
          Use my passkey instead
        </button>
      </form>
    );
  return (
    <div className={styles.form}>
      <p className={styles.note}>Your password is right. Now confirm it is you with your passkey.</p>
      <Alert message={submit.message} />
      <button type="button" className="button" disabled={submit.busy} onClick={withPasskey}>
        Use my passkey
      </button>
      <button type="button" className="button button--quiet" onClick={() => setRecovery(true)}>
        Use a recovery code
      </button>
      <button type="button" className="button button--quiet" onClick={onRestart}>
        Start again
      </button>
    </div>
  );
}

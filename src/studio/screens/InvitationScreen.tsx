import { useState, type SubmitEvent } from 'react';
import { useParams } from 'react-router-dom';
import {
  AcceptFinishAnswerSchema,
  AcceptStartAnswerSchema,
  type AcceptFinishAnswer,
  type AcceptStartAnswer,
} from '#lib/studio/invitation-acceptance.ts';
import { STAFF_PASSWORD_MIN_LENGTH } from '#lib/studio/form-fields.ts';
import { STUDIO_PATHS } from '#lib/studio/paths.ts';
import { createPasskey } from '../session/passkeys.ts';
import { request } from '../session/studio-session.ts';
import { useSignIn } from '../session/use-sign-in.ts';
import { useSubmit } from '../session/use-submit.ts';
import { Alert } from '../ui/Alert.tsx';
import { Field } from '../ui/Field.tsx';
import styles from '../ui/Studio.module.css';

/**
 * Where a mailed invitation leads (`/studio/#/invitation/{token}`): the new member chooses their
 * name and password, creates their passkey, and is shown their recovery codes once.
 */
export function InvitationScreen({ siteHome }: { siteHome: string }) {
  const { token = '' } = useParams();
  const [start, setStart] = useState<AcceptStartAnswer | null>(null);
  const [finished, setFinished] = useState<AcceptFinishAnswer | null>(null);
  return (
    <main className={styles.narrow} id="main">
      <p className="eyebrow">Concert Library Studio</p>
      <h1>{finished ? 'Save your recovery codes' : 'Join the studio'}</h1>
      {finished ? (
        <RecoveryCodes accepted={finished} />
      ) : start ? (
        <PasskeyStep start={start} onFinished={setFinished} onRestart={() => setStart(null)} />
      ) : (
        <DetailsStep token={token} onStarted={setStart} />
      )}
      <p className={styles.links}>
        <a href={siteHome}>Back to the site</a>
      </p>
    </main>
  );
}

function DetailsStep({ token, onStarted }: { token: string; onStarted: (start: AcceptStartAnswer) => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const submit = useSubmit(['name', 'password']);
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit.run(async () => {
      onStarted(
        await request(STUDIO_PATHS.acceptStart, AcceptStartAnswerSchema, {
          method: 'POST',
          body: { token, name, password },
        }),
      );
    });
  }
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.note}>
        You were invited to edit the Concert Library. Choose how your name appears to your colleagues, and a password;
        then your device creates a passkey.
      </p>
      <Field
        label="Your name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        errors={submit.errorsOf('name')}
        required
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
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

function PasskeyStep({
  start,
  onFinished,
  onRestart,
}: {
  start: AcceptStartAnswer;
  onFinished: (answer: AcceptFinishAnswer) => void;
  onRestart: () => void;
}) {
  const submit = useSubmit();
  function create() {
    void submit.run(async () => {
      const credential = await createPasskey(start);
      onFinished(
        await request(STUDIO_PATHS.acceptFinish, AcceptFinishAnswerSchema, {
          method: 'POST',
          body: { ticket: start.ticket, credential },
        }),
      );
    });
  }
  return (
    <div className={styles.form}>
      <p className={styles.note}>
        A passkey is your second step at every sign-in: your device keeps it and asks for your fingerprint, face or PIN.
        Nothing to remember or type.
      </p>
      <Alert message={submit.message} />
      <button type="button" className="button" disabled={submit.busy} onClick={create}>
        Create my passkey
      </button>
      <button type="button" className="button button--quiet" onClick={onRestart}>
        Start again
      </button>
    </div>
  );
}

function RecoveryCodes({ accepted }: { accepted: AcceptFinishAnswer }) {
  const signIn = useSignIn();
  return (
    <div className={styles.form}>
      <p className={styles.note}>
        If you lose your passkey, each of these codes lets you sign in once instead. They are shown only now: print them
        or keep them in your password manager.
      </p>
      <ol className={styles.codes} aria-label="Recovery codes">
        {accepted.recovery_codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <button type="button" className="button" onClick={() => void signIn(accepted)}>
        I have saved them: open the studio
      </button>
    </div>
  );
}

import { useState, type SubmitEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import {
  AccountSchema,
  NewPasskeyStartSchema,
  NewRecoveryCodesSchema,
  OwnPasskeySchema,
  type OwnPasskey,
} from '#lib/studio/account.ts';
import { STUDIO_PATHS } from '#lib/studio/paths.ts';
import { z } from 'zod';
import { createPasskey } from '../session/passkeys.ts';
import { request } from '../session/studio-session.ts';
import { useSubmit } from '../session/use-submit.ts';
import { Alert } from '../ui/Alert.tsx';
import { Field } from '../ui/Field.tsx';
import { messageOf } from '../ui/refusal.ts';
import styles from '../ui/Studio.module.css';

const ACCOUNT_QUERY = ['studio', 'account'];

/**
 * "Your account": the member's passkeys (add one for a new device, remove a lost one, never the
 * last) and their recovery codes (a new set replaces the old). Each change asks for the password.
 */
export function AccountScreen() {
  const { data, error } = useQuery({
    queryKey: ACCOUNT_QUERY,
    queryFn: ({ signal }) => request(STUDIO_PATHS.account, AccountSchema, { signal }),
  });
  return (
    <>
      <p className="eyebrow">Studio</p>
      <h1>Your account</h1>
      {error && <Alert message={messageOf(error)} />}
      {data && (
        <>
          <Passkeys passkeys={data.passkeys} />
          <RecoveryCodes left={data.recovery_codes_left} />
        </>
      )}
    </>
  );
}

const when = (instant: string | null) => (instant ? new Date(instant).toLocaleString('en-US') : 'Never');

function Passkeys({ passkeys }: { passkeys: readonly OwnPasskey[] }) {
  const queries = useQueryClient();
  const notify = useNotify();
  const [removing, setRemoving] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function add(password: string) {
    const start = await request(STUDIO_PATHS.accountPasskeys, NewPasskeyStartSchema, {
      method: 'POST',
      body: { password },
    });
    const credential = await createPasskey(start);
    await request(STUDIO_PATHS.accountPasskeysFinish, OwnPasskeySchema, {
      method: 'POST',
      body: { challenge: start.options.challenge, credential },
    });
    await queries.invalidateQueries({ queryKey: ACCOUNT_QUERY });
    notify('Your new passkey is ready: it can sign you in from now on.', { type: 'success' });
  }
  async function remove(passkey: OwnPasskey, index: number) {
    setRemoving(passkey.id);
    setRefusal(null);
    try {
      await request(STUDIO_PATHS.accountPasskey(passkey.id), z.undefined(), { method: 'DELETE' });
      await queries.invalidateQueries({ queryKey: ACCOUNT_QUERY });
      notify(`Passkey ${index + 1} was removed: it can no longer sign you in.`, { type: 'success' });
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setRemoving(null);
    }
  }
  return (
    <section className={styles.card} aria-labelledby="passkeys">
      <h2 id="passkeys">Passkeys</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Passkey</th>
              <th scope="col">Added</th>
              <th scope="col">Last used to sign in</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {passkeys.map((passkey, index) => (
              <tr key={passkey.id}>
                <th scope="row">Passkey {index + 1}</th>
                <td>{when(passkey.created_at)}</td>
                <td>{when(passkey.last_used_at)}</td>
                <td>
                  <button
                    type="button"
                    className="button button--quiet"
                    disabled={removing !== null || passkeys.length === 1}
                    onClick={() => void remove(passkey, index)}
                  >
                    Remove<span className="visually-hidden"> passkey {index + 1}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Alert message={refusal} />
      {passkeys.length === 1 && (
        <p className={styles.note}>
          Your only passkey cannot be removed: add another first (a new phone, a spare key).
        </p>
      )}
      <h3>Add a passkey</h3>
      <PasswordAgain action="Add a passkey on this device" run={add} />
    </section>
  );
}

function RecoveryCodes({ left }: { left: number }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const queries = useQueryClient();
  async function make(password: string) {
    const made = await request(STUDIO_PATHS.accountRecoveryCodes, NewRecoveryCodesSchema, {
      method: 'POST',
      body: { password },
    });
    setCodes(made.recovery_codes);
    await queries.invalidateQueries({ queryKey: ACCOUNT_QUERY });
  }
  return (
    <section className={styles.card} aria-labelledby="recovery">
      <h2 id="recovery">Recovery codes</h2>
      <p className={styles.note}>
        {left === 1 ? '1 code is' : `${left} codes are`} left. Each lets you sign in once without your passkey. New
        codes replace all the old ones.
      </p>
      {codes ? (
        <>
          <p className={styles.note}>
            Your new codes, shown only now: print them or keep them in your password manager.
          </p>
          <ol className={styles.codes} aria-label="New recovery codes">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
        </>
      ) : (
        <PasswordAgain action="Make new recovery codes" run={make} />
      )}
    </section>
  );
}

/**
 * The password asked again before a change to how the member signs in: its field, the button that
 * makes the change, and the refusal (a wrong password at its field, anything else above the form).
 */
function PasswordAgain({ action, run }: { action: string; run: (password: string) => Promise<void> }) {
  const [password, setPassword] = useState('');
  const submit = useSubmit(['password']);
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit.run(async () => {
      await run(password);
      setPassword('');
    });
  }
  return (
    <>
      <form className={styles.inline} noValidate onSubmit={onSubmit}>
        <Field
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={submit.errorsOf('password')}
        />
        <button type="submit" className="button" disabled={submit.busy}>
          {action}
        </button>
      </form>
      <Alert message={submit.message} />
    </>
  );
}

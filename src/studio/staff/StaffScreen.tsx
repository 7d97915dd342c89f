import { useState, type SubmitEvent } from 'react';
import { ListBase, useCreate, useListContext, useNotify, useUpdate } from 'ra-core';
import { STAFF_ROLES, type StaffRole } from '#lib/studio/roles.ts';
import type { StaffRecord } from '#lib/studio/staff.ts';
import { Alert } from '../ui/Alert.tsx';
import { Field } from '../ui/Field.tsx';
import { fieldErrorsOf, messageOf } from '../ui/refusal.ts';
import styles from '../ui/Studio.module.css';

/** The admin's staff screen: invite someone, and each member's role and whether they may sign in. */
export function StaffScreen() {
  return (
    <>
      <p className="eyebrow">Studio</p>
      <h1>Staff</h1>
      <InviteForm />
      <ListBase resource="staff" perPage={200} sort={{ field: 'name', order: 'ASC' }}>
        <StaffTable />
      </ListBase>
    </>
  );
}

function InviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [create, { isPending, error }] = useCreate();
  const notify = useNotify();
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void create(
      'invitations',
      { data: { email, role } },
      {
        onSuccess: () => {
          notify(`Invitation sent to ${email}. Its link works for 7 days.`, { type: 'success' });
          setEmail('');
        },
      },
    );
  }
  const errors = fieldErrorsOf(error);
  return (
    <section className={styles.card} aria-labelledby="invite">
      <h2 id="invite">Invite a member of staff</h2>
      <form className={styles.inline} noValidate onSubmit={onSubmit}>
        <Field
          label="Email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={errors['email']}
          required
        />
        <div className={styles.field}>
          <label htmlFor="invite-role">Role</label>
          <select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
            {STAFF_ROLES.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={isPending}>
          Send invitation
        </button>
      </form>
      <Alert message={error && !errors['email'] ? messageOf(error) : null} />
    </section>
  );
}

function StaffTable() {
  const { data, isPending, error } = useListContext<StaffRecord>();
  if (isPending) return <p className={styles.muted}>Loading staff…</p>;
  if (error) return <Alert message={messageOf(error)} />;
  return (
    <section className={styles.card} aria-labelledby="members">
      <h2 id="members">Members</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Sign-in</th>
              <th scope="col">Last signed in</th>
            </tr>
          </thead>
          <tbody>
            {data.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function MemberRow({ member }: { member: StaffRecord }) {
  const [update, { isPending }] = useUpdate<StaffRecord>();
  const notify = useNotify();
  function change(data: Partial<Pick<StaffRecord, 'role' | 'disabled'>>, done: string) {
    void update(
      'staff',
      { id: member.id, data, previousData: member },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(done, { type: 'success' }),
        onError: (error) => notify(messageOf(error), { type: 'error' }),
      },
    );
  }
  return (
    <tr>
      <th scope="row">{member.name}</th>
      <td>{member.email}</td>
      <td>
        <label className="visually-hidden" htmlFor={`role-${member.id}`}>
          Role of {member.name}
        </label>
        <select
          id={`role-${member.id}`}
          value={member.role}
          disabled={isPending}
          onChange={(event) =>
            change({ role: event.target.value as StaffRole }, `${member.name} is now ${event.target.value}.`)
          }
        >
          {STAFF_ROLES.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </td>
      <td>
        <button
          type="button"
          className="button button--quiet"
          disabled={isPending}
          onClick={() =>
            change(
              { disabled: !member.disabled },
              member.disabled ? `${member.name} may sign in again.` : `${member.name} can no longer sign in.`,
            )
          }
        >
          {member.disabled ? 'Enable' : 'Disable'}
          <span className="visually-hidden"> {member.name}</span>
        </button>
      </td>
      <td>{member.last_sign_in_at ? new Date(member.last_sign_in_at).toLocaleString('en-US') : 'Never'}</td>
    </tr>
  );
}

import { useState, type SubmitEvent } from 'react';
import { ListBase, useCreate, useDelete, useListContext, useNotify, useRefresh, useUpdate } from 'ra-core';
import { STAFF_ROLES, type StaffRole } from '#lib/studio/roles.ts';
import type { OpenInvitation, StaffRecord } from '#lib/studio/staff.ts';
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
      {/* Two lists on one screen: neither writes its page into the address. */}
      <ListBase resource="invitations" perPage={200} disableSyncWithLocation>
        <OpenInvitations />
      </ListBase>
      <ListBase resource="staff" perPage={200} sort={{ field: 'name', order: 'ASC' }} disableSyncWithLocation>
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
  const refresh = useRefresh();
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void create(
      'invitations',
      { data: { email, role } },
      {
        onSuccess: () => {
          notify(`Invitation sent to ${email}. Its link works for 7 days.`, { type: 'success' });
          setEmail('');
          refresh();
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

/** The invitations not yet accepted: who, which role, who sent it, until when; each can be revoked. */
function OpenInvitations() {
  const { data, isPending, error } = useListContext<OpenInvitation>();
  const [remove, { isPending: removing }] = useDelete<OpenInvitation>();
  const notify = useNotify();
  if (isPending) return null;
  if (error) return <Alert message={messageOf(error)} />;
  return (
    <section className={styles.card} aria-labelledby="open-invitations">
      <h2 id="open-invitations">Open invitations</h2>
      {data.length === 0 ? (
        <p className={styles.muted}>None: every invitation was accepted, revoked or has expired.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Sent by</th>
                <th scope="col">Link works until</th>
                <th scope="col">
                  <span className="visually-hidden">Revoke</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((invitation) => (
                <tr key={invitation.id}>
                  <th scope="row">{invitation.email}</th>
                  <td>{invitation.role}</td>
                  <td>{invitation.invited_by ?? 'The command line'}</td>
                  <td>{new Date(invitation.expires).toLocaleString('en-US')}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--quiet"
                      disabled={removing}
                      onClick={() =>
                        void remove(
                          'invitations',
                          { id: invitation.id, previousData: invitation },
                          {
                            mutationMode: 'pessimistic',
                            onSuccess: () =>
                              notify(`The invitation to ${invitation.email} no longer works.`, { type: 'success' }),
                            onError: (failure) => notify(messageOf(failure), { type: 'error' }),
                          },
                        )
                      }
                    >
                      Revoke<span className="visually-hidden"> the invitation to {invitation.email}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

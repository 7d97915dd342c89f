import { useGetIdentity } from 'ra-core';
import { Link } from 'react-router-dom';
import { mayOpen } from '#lib/studio/role-access.ts';
import { StaffRoleSchema, type StaffRole } from '#lib/studio/roles.ts';
import styles from '../ui/Studio.module.css';

/** What each role is for, in the words of the studio's staff. */
const ROLE_TEXT: Record<StaffRole, string> = {
  admin:
    'You invite staff, set their roles and read the audit log; you may also do all an editor, a media person and a rights manager do.',
  editor: 'You edit the catalogue: people, compositions, concerts, features, collections, their texts and images.',
  media: 'You look after recordings, movements, captions and live-stream links.',
  rights:
    'You record where, when and how each work and performance may stream, watch what ends soon, and send the plays reports.',
};

/** The studio's first screen: who is signed in, what their role is for, where to go. */
export function HomeScreen() {
  const { identity } = useGetIdentity();
  const role = StaffRoleSchema.safeParse(identity?.['role']).data;
  return (
    <>
      <p className="eyebrow">Concert Library Studio</p>
      <h1>Welcome, {identity?.fullName}</h1>
      {role && (
        <section className={styles.card} aria-labelledby="your-role">
          <h2 id="your-role">Your role: {role}</h2>
          <p>{ROLE_TEXT[role]}</p>
          {mayOpen(role, 'staff') && (
            <p className={styles.inline}>
              <Link className="button" to="/staff">
                Staff and invitations
              </Link>
              <Link className="button button--quiet" to="/audit">
                Audit log
              </Link>
            </p>
          )}
        </section>
      )}
    </>
  );
}

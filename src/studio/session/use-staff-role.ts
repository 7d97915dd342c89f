import { useGetIdentity } from 'ra-core';
import { StaffRoleSchema, type StaffRole } from '#lib/studio/roles.ts';

/** The signed-in member's role, as their identity names it; undefined until it is known. */
export function useStaffRole(): StaffRole | undefined {
  const { identity } = useGetIdentity();
  return StaffRoleSchema.safeParse(identity?.['role']).data;
}

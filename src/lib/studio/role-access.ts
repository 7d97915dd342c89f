import { STUDIO_LISTS } from './records.ts';
import { listAccess, STUDIO_ACCESS, type StaffRole } from './roles.ts';

/**
 * The studio's screens and which roles see them (each catalogue list: the roles of listAccess). The server decides what each role may do, route by
 * route; this only keeps the studio from offering a screen whose every request would be refused.
 */
export const STUDIO_SCREENS = {
  staff: STUDIO_ACCESS.staff,
  invitations: STUDIO_ACCESS.staff,
  audit: STUDIO_ACCESS.audit,
  /** Everyone sees what is unpublished and the history; editors and admins publish, admins roll back. */
  publish: STUDIO_ACCESS.any,
  /** Masters and the recordings made from them: the staff who handle media. */
  media: STUDIO_ACCESS.media,
  /** What licences end soon and which are not recorded: rights managers and admins. */
  licences: STUDIO_ACCESS.rights,
  /** Plays per work, and the CSV for each publisher. */
  plays: STUDIO_ACCESS.plays,
} as const satisfies Record<string, readonly StaffRole[]>;

export type StudioScreen = keyof typeof STUDIO_SCREENS;

/** Whether a member with `role` (undefined while it is not known) is one of `roles`: STUDIO_ACCESS's entries. */
export function mayDo(role: StaffRole | undefined, roles: readonly StaffRole[]): boolean {
  return role !== undefined && roles.includes(role);
}

/** Whether a member of staff with `role` is offered `screen`. */
export function mayOpen(role: StaffRole, screen: string): boolean {
  if ((STUDIO_LISTS as readonly string[]).includes(screen)) return listAccess(screen).includes(role);
  if (!Object.hasOwn(STUDIO_SCREENS, screen)) return false;
  const roles: readonly StaffRole[] = STUDIO_SCREENS[screen as StudioScreen];
  return roles.includes(role);
}

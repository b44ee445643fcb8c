import { CLUB_ROLES, type ClubPermission, type ClubRole, clubRoleMay } from '@tifo/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { type Caller, isPlatformOperator } from '../auth/caller';
import type { AppDeps } from '../wiring/deps';
import * as q from './queries';

/** Who may act on a club: the caller's role in it (null for the platform operator who is no admin of it). */
export interface ClubAccess {
  clubId: string;
  role: ClubRole | null;
  isOperator: boolean;
}

/** A permission of CLUB_PERMISSIONS, or 'anyRole': any admin of the club (ROLE_CLUB, finance, operator). */
export type ClubNeed = ClubPermission | 'anyRole';

export function asClubRole(role: string | null | undefined): ClubRole | null {
  return (CLUB_ROLES as readonly string[]).includes(role ?? '') ? (role as ClubRole) : null;
}

/** A stored club role for an answer; an unknown one is read as the least (editor). */
export const clubRoleOf = (role: string): ClubRole => asClubRole(role) ?? 'ROLE_CLUB_OPERATOR';

/** Whether this access allows the permission: the operator may do everything, an admin what the role allows. */
export function accessMay(access: ClubAccess, need: ClubNeed): boolean {
  if (access.isOperator) return true;
  if (need === 'anyRole') return access.role !== null;
  return clubRoleMay(access.role, need);
}

/**
 * The caller's access to a club, checked on every club call: 404 (clubNotFound) when the club does not
 * exist, 403 when the caller is neither the platform operator (ROLE_ADMIN) nor an admin of the club whose
 * role has the permission (CLUB_PERMISSIONS). Anonymous callers never get here: requireCaller answers 401.
 * Pass `db` to check inside a transaction (PGlite has one connection: never wait for deps.db within one).
 */
export async function requireClubAccess(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  clubId: string,
  permission: ClubNeed,
  db: DbOrTx = deps.db,
): Promise<ClubAccess> {
  const club = await q.findClubAndRole(db, clubId, caller.email.toLowerCase());
  if (!club) throw new AppError('not_found', 'clubNotFound');
  const access: ClubAccess = {
    clubId: club.id,
    role: asClubRole(club.role),
    isOperator: isPlatformOperator(caller),
  };
  if (!accessMay(access, permission)) throw new AppError('forbidden');
  return access;
}

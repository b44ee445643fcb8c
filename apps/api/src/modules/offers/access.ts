import { type ClubRole, clubRoleMay, MESSAGES } from '@tifo/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Caller } from '../auth/caller';
import * as q from './queries';

/**
 * Products, events and memberships are edited by ROLE_CLUB and ROLE_CLUB_OPERATOR of the club and by the
 * platform operator (CLUB_PERMISSIONS.editOffers). An unknown club is a 404, anyone else a 403.
 * Stand-in until organisations/access.ts `requireClubAccess(…, 'editOffers')` is merged from branch org.
 */
export async function requireOffersAccess(db: DbOrTx, caller: Caller, clubId: string): Promise<void> {
  const club = await q.findClub(db, clubId);
  if (!club) throw new AppError('not_found', MESSAGES.clubNotFound);
  if (caller.roles.includes('ROLE_ADMIN')) return;
  const role = await q.findClubRole(db, clubId, caller.email);
  if (!clubRoleMay(role as ClubRole | undefined, 'editOffers')) throw new AppError('forbidden');
}

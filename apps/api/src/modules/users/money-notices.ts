import {
  confirmation,
  defaultMoneyNotices,
  type MoneyNoticeSetting,
  type MoneyNotices,
  type MoneyNoticesSaved,
} from '@tifo/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { clubAdmins } from '../../db/schema-clubs';
import { AppError } from '../../errors';
import type { Caller } from '../auth/caller';

/*
 * A staff member's choice of how they are told of money coming in (issue 47): GET and PUT /users/money-notices.
 * The mails themselves are the dashboard's (dashboard/money-notices.ts).
 */

async function noticesOf(db: DbOrTx, caller: Caller): Promise<MoneyNotices> {
  const [user] = await db.select({ chosen: users.moneyNotices }).from(users).where(eq(users.id, caller.id));
  if (!user) throw new AppError('not_found');
  const roles = (
    await db.select({ role: clubAdmins.role }).from(clubAdmins).where(eq(clubAdmins.email, caller.email))
  ).map((row) => row.role);
  const chosen = user.chosen as MoneyNoticeSetting | null;
  return { setting: chosen ?? defaultMoneyNotices(roles), chosen: chosen !== null, staff: roles.length > 0 };
}

/** GET /users/money-notices. */
export function getMoneyNotices(db: DbOrTx, caller: Caller): Promise<MoneyNotices> {
  return noticesOf(db, caller);
}

/** PUT /users/money-notices {setting}: the caller's own choice, for every organisation they help run. */
export async function setMoneyNotices(
  db: DbOrTx,
  caller: Caller,
  setting: MoneyNoticeSetting,
): Promise<MoneyNoticesSaved> {
  await db.update(users).set({ moneyNotices: setting }).where(eq(users.id, caller.id));
  return { ...(await noticesOf(db, caller)), ...confirmation('moneyNoticesSaved') };
}

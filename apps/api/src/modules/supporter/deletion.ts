import { confirmation } from '@tifo/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { contactMessages, emailOutbox, emailTokens, sessions } from '../../db/schema';
import { favourites } from '../../db/schema-clubs';
import { donorCompanies, giverChoices } from '../../db/schema-givers';
import { memberships } from '../../db/schema-memberships';
import {
  donations,
  paymentCustomers,
  sandboxPaymentMethods,
  sandboxTwintTransactions,
  twintPayments,
} from '../../db/schema-payments';
import { clubSponsors } from '../../db/schema-payouts';
import { AppError } from '../../errors';
import { keysOfImageUrl } from '../../platform/images';
import { assertSelf, type Caller } from '../auth/caller';
import { imageUrlInUse } from '../files/queries';
import { endAllOfDeletedUser } from '../subscriptions/service';
import * as users from '../users/queries';
import type { AppDeps } from '../wiring/deps';

/*
 * Deleting an account (PRODUCT.md §supporter /users/delete, PRODUCT.md §supporter; revDSG). Refused while the person is the only
 * administrator of an organisation. Otherwise, in one transaction: subscriptions end, memberships end (no more
 * invoices or reminders), and what identifies the person goes — names, address, photo, e-mail, password,
 * sessions, tokens, cards, favourites, the delivery addresses on their donations, the mails and contact messages
 * they got or sent. What the law makes the platform and the clubs keep for 10 years (donations, invoices and the
 * ledger) stays, with its amounts and dates, under the anonymous row the account becomes: the ledger still
 * balances and no club's figure changes. The e-mail is free again and can sign up as a new person.
 */

export async function deleteAccount(deps: AppDeps, caller: Caller, userId: string) {
  assertSelf(caller, userId);
  const now = deps.clock.now();
  const image = await deps.db.transaction(async (tx) => {
    const user = await users.findUserById(tx, userId);
    if (!user) throw new AppError('not_found');
    if ((await users.clubsWithSoleAdministrator(tx, user.email)).length > 0) {
      throw new AppError('conflict', 'deleteBlockedByClub');
    }
    await endAllOfDeletedUser(tx, user.id, now);
    await tx
      .update(memberships)
      .set({ status: 'cancelled', cancelledAt: now, claimedUntil: null })
      .where(and(eq(memberships.userId, user.id), ne(memberships.status, 'cancelled')));
    await tx.update(memberships).set({ cardPaymentMethodId: null }).where(eq(memberships.userId, user.id));
    await tx.update(donations).set({ delivery: null }).where(eq(donations.userId, user.id));
    await tx.update(clubSponsors).set({ showName: false }).where(eq(clubSponsors.userId, user.id));
    await users.removeClubAdminEntries(tx, user.email);
    await tx.delete(favourites).where(eq(favourites.userId, user.id));
    // The companies they gave as, and the choices (issue 47): receipts rendered later name nobody.
    await tx.delete(giverChoices).where(eq(giverChoices.userId, user.id));
    await tx.delete(donorCompanies).where(eq(donorCompanies.userId, user.id));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, user.id));
    await tx.delete(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.userId, user.id));
    await tx.update(twintPayments).set({ delivery: null }).where(eq(twintPayments.userId, user.id));
    await tx
      .update(sandboxTwintTransactions)
      .set({ delivery: null })
      .where(eq(sandboxTwintTransactions.userId, user.id));
    await tx.delete(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    await tx.delete(contactMessages).where(eq(contactMessages.email, user.email));
    await users.updateUser(tx, user.id, {
      email: `deleted-${user.id}@deleted.invalid`,
      passwordHash: null,
      firstName: '',
      lastName: '',
      address1: null,
      address2: null,
      postalCode: null,
      city: null,
      country: null,
      image: null,
      verified: false,
      donationEnabled: false,
      roles: sql`ARRAY['ROLE_USER']::text[]` as unknown as string[],
      deletedAt: now,
    });
    return user.image;
  });
  // The photo's files go once the deletion is committed (unless the same picture is used elsewhere).
  const keys = image ? keysOfImageUrl(image) : undefined;
  if (image && keys && !(await imageUrlInUse(deps.db, image))) {
    await Promise.all(keys.map((key) => deps.storage.delete(key))).catch(() => {});
  }
  return confirmation('accountDeleted');
}

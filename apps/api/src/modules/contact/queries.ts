import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages, usedCaptchas } from '../../db/schema';

/** Records a solved captcha; false when it was used before (a replay). */
export async function claimCaptcha(db: DbOrTx, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(usedCaptchas)
    .values({ signature, expiresAt })
    .onConflictDoNothing({ target: usedCaptchas.signature })
    .returning({ signature: usedCaptchas.signature });
  return rows.length === 1;
}

/** Expired challenges can no longer be replayed, so their rows are not needed any more. */
export async function deleteExpiredCaptchas(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
}

export async function insertContactMessage(db: DbOrTx, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!;
}

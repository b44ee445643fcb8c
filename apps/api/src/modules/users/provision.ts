import type { WireLanguage } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../auth/passwords';

/** An account made if its address has none yet: the demo data's, the tests' and the first operator's. */
export interface NewUser {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  preferredLanguage?: WireLanguage;
  verified?: boolean;
  roles?: string[];
}

export async function createUser(db: DbOrTx, input: NewUser) {
  const email = input.email.toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing) return { user: existing, created: false };
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? 'User',
      preferredLanguage: input.preferredLanguage ?? 'de',
      verified: input.verified ?? false,
      donationEnabled: input.verified ?? false,
      roles: input.roles ?? ['ROLE_USER'],
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (user) return { user, created: true };
  const [raced] = await db.select().from(users).where(eq(users.email, email));
  return { user: raced!, created: false };
}

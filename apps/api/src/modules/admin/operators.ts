import { SignUpRequest } from '@tifo/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { schemaError, zodIssues } from '../../errors';
import { forgetUser } from '../sessions/gates';
import { createUser } from '../users/provision';
import { findUserByEmail } from '../users/queries';

/**
 * Makes a platform operator (ROLE_ADMIN): an existing account is promoted, a new one is created verified
 * with the given password (which must pass the sign-up rules).
 */
export async function createOperator(
  db: Db,
  input: { email: string; password?: string; firstName?: string; lastName?: string },
): Promise<{ email: string; created: boolean }> {
  const existing = await findUserByEmail(db, input.email.trim().toLowerCase());
  if (existing) {
    forgetUser(existing.id);
    await db
      .update(users)
      .set({
        roles: sql`case when 'ROLE_ADMIN' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'ROLE_ADMIN') end`,
      })
      .where(sql`${users.id} = ${existing.id}`);
    return { email: existing.email, created: false };
  }
  const checked = SignUpRequest.safeParse({
    email: input.email,
    password: input.password ?? '',
    firstName: input.firstName ?? 'Tifo',
    lastName: input.lastName ?? 'Operator',
  });
  // The schema names its messages by key; the operator at the command line reads them in the spec's words.
  if (!checked.success) throw schemaError(zodIssues(checked.error));
  const parsed = checked.data;
  const { user } = await createUser(db, { ...parsed, verified: true, roles: ['ROLE_USER', 'ROLE_ADMIN'] });
  return { email: user.email, created: true };
}

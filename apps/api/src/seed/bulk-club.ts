import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { createClub } from './factories';

/** A verified club with a fresh short name (prefix + random hex) for bulk data: benchmarks and load tests. */
export async function bulkClub(
  db: DbOrTx,
  prefix: string,
  admins: { email: string; role: 'ROLE_CLUB' }[] = [],
) {
  const shortName = `${prefix}${randomBytes(4).toString('hex')}`;
  const { club } = await createClub(db, {
    name: `FC ${shortName}`,
    shortName,
    status: 'verified',
    email: 'club@example.ch',
    address1: 'Seestrasse 5',
    contactNumber: '+41441234567',
    postalCode: '8001',
    city: 'Zürich',
    ...(admins.length > 0 ? { admins } : {}),
  });
  return { club, shortName };
}

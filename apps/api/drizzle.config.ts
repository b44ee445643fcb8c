import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/api/src/db/schema.ts',
    './apps/api/src/db/schema-clubs.ts',
    './apps/api/src/db/schema-payments.ts',
    './apps/api/src/db/schema-jobs.ts',
    './apps/api/src/db/schema-memberships.ts',
    './apps/api/src/db/schema-payouts.ts',
    './apps/api/src/db/schema-supporter.ts',
    './apps/api/src/db/schema-limits.ts',
    './apps/api/src/db/schema-invitations.ts',
    './apps/api/src/db/schema-discovery.ts',
    './apps/api/src/db/schema-givers.ts',
    './apps/api/src/db/schema-links.ts',
    './apps/api/src/db/schema-campaigns.ts',
  ],
  out: './apps/api/drizzle',
});

import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/api/src/db/schema.ts',
    './apps/api/src/db/schema-memberships.ts',
    './apps/api/src/db/schema-payouts.ts',
  ],
  out: './apps/api/drizzle',
});

import { isQrIban, isValidIban, ORG_LIMITS, RegistrationDetails } from '@tifo/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../src/adapters/storage';
import { users } from '../src/db/schema';
import { clubAdmins, clubBanks, clubDocuments, clubs } from '../src/db/schema-clubs';
import { decryptIban } from '../src/modules/organisations/iban-crypto';
import { DEMO_ORGANISATIONS, DEMO_PASSWORD } from '../src/seed/demo-data';
import { demoIban } from '../src/seed/demo-registrations';
import { seedDemoData } from '../src/seed/seed';
import { useTestApp } from './helpers';

const t = useTestApp();
let first: Awaited<ReturnType<typeof seedDemoData>>;

beforeAll(async () => {
  first = await seedDemoData(t.db, { ibanKey: t.config.ibanKey, storage: await createStorage(t.config) });
});

async function count(table: string): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return result.rows[0]!.n;
}

async function login(email: string) {
  const response = await t.post('/api/users/login', { email, password: DEMO_PASSWORD });
  expect(response.status).toBe(200);
  return response.body as { token: string; clubId: string | null; roles: string[] };
}

describe('demo registrations', () => {
  it('gives every organisation a contact person and a bank, and a second run adds nothing', async () => {
    expect(first.created).toMatchObject({
      contacts: DEMO_ORGANISATIONS.length,
      banks: DEMO_ORGANISATIONS.length,
    });
    const before = {
      contacts: await count('club_contacts'),
      banks: await count('club_banks'),
      users: await count('users'),
      admins: await count('club_admins'),
      documents: await count('club_documents'),
    };
    const second = await seedDemoData(t.db, {
      ibanKey: t.config.ibanKey,
      storage: await createStorage(t.config),
    });
    expect(second.created).toMatchObject({
      organisations: 0,
      accounts: 0,
      contacts: 0,
      banks: 0,
      documents: 0,
    });
    expect({
      contacts: await count('club_contacts'),
      banks: await count('club_banks'),
      users: await count('users'),
      admins: await count('club_admins'),
      documents: await count('club_documents'),
    }).toEqual(before);
  });

  it('stores valid Swiss IBANs (no QR-IBAN), encrypted', async () => {
    const rows = await t.db.select().from(clubBanks);
    const ibans = rows.map((row) => decryptIban(t.config.ibanKey, row.ibanEncrypted));
    for (const iban of ibans) {
      expect(isValidIban(iban), iban).toBe(true);
      expect(isQrIban(iban), iban).toBe(false);
      expect(iban.startsWith('CH')).toBe(true);
    }
    expect(new Set(ibans).size).toBe(ibans.length);
    const raw = JSON.stringify((await t.db.execute(sql`select * from club_banks`)).rows);
    for (const iban of ibans) expect(raw).not.toContain(iban.slice(4));
    expect(isValidIban(demoIban(12_345))).toBe(true);
  });

  it('stores the registration documents as PDFs in the file storage', async () => {
    const storage = await createStorage(t.config);
    const rows = await t.db.select().from(clubDocuments);
    expect(rows.length).toBeGreaterThanOrEqual(2 * 3);
    for (const row of rows) {
      const file = await storage.get(row.storageKey);
      expect(file?.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(file?.size).toBe(row.size);
      expect(row.storageKey.startsWith(`documents/${row.clubId}/`)).toBe(true);
    }
  });

  it('makes the finance and editor demo logins admins of fc-seefeld-zurich with their roles', async () => {
    const [club] = await t.db.select().from(clubs).where(eq(clubs.shortName, 'fc-seefeld-zurich'));
    const admins = await t.db.select().from(clubAdmins).where(eq(clubAdmins.clubId, club!.id));
    expect(admins.map((admin) => [admin.email, admin.role]).sort()).toEqual([
      ['club@tifo.example.ch', 'ROLE_CLUB'],
      ['editor@tifo.example.ch', 'ROLE_CLUB_OPERATOR'],
      ['finance@tifo.example.ch', 'ROLE_CLUB_FINANCE'],
    ]);
    const details = async (email: string) => {
      const session = await login(email);
      expect(session.clubId).toBe(club!.id);
      const response = await t.post('/api/clubs/registration-details', {}, session.token);
      expect(response.status).toBe(200);
      return RegistrationDetails.parse(response.body);
    };
    const byClub = await details('club@tifo.example.ch');
    expect(byClub).toMatchObject({ completedStep: 3, bank: { ibanMasked: false } });
    expect(byClub.documents.map((doc) => doc.kind)).toEqual(['doc1', 'doc2']);
    expect(isValidIban(byClub.bank!.iban)).toBe(true);
    expect((await details('finance@tifo.example.ch')).bank).toMatchObject({ ibanMasked: true });
    expect(await details('editor@tifo.example.ch')).toMatchObject({ bank: null, documents: [] });
  });

  it('fills the review queue: pending registrations submitted hours ago, some past 48 hours, each with a registrant', async () => {
    const pending = await t.db.select().from(clubs).where(eq(clubs.status, 'pending'));
    expect(pending.length).toBeGreaterThanOrEqual(3);
    const now = Date.now();
    const waits = pending.map((club) => (now - club.submittedAt!.getTime()) / 3_600_000);
    expect(waits.some((hours) => hours > ORG_LIMITS.reviewTargetHours)).toBe(true);
    expect(waits.some((hours) => hours < ORG_LIMITS.reviewTargetHours)).toBe(true);
    for (const club of pending) {
      expect(club.createdAt.getTime()).toBeLessThan(club.submittedAt!.getTime());
      const admins = await t.db.select().from(clubAdmins).where(eq(clubAdmins.clubId, club.id));
      expect(admins.map((admin) => admin.role)).toContain('ROLE_CLUB');
      const [account] = await t.db.select().from(users).where(eq(users.email, admins[0]!.email));
      expect(account?.verified).toBe(true);
      const session = await login(admins[0]!.email);
      const mine = await t.post('/api/clubs/mine', undefined, session.token);
      expect(mine.body.content).toEqual([
        expect.objectContaining({ id: club.id, status: 'pending', role: 'ROLE_CLUB', completedStep: 3 }),
      ]);
    }
    const documents = await t.db.select().from(clubDocuments);
    for (const club of pending) {
      expect(
        documents
          .filter((doc) => doc.clubId === club.id)
          .map((doc) => doc.kind)
          .sort(),
      ).toEqual(['doc1', 'doc2']);
    }
    const approved = await t.db.select().from(clubs).where(eq(clubs.shortName, 'fc-seefeld-zurich'));
    expect(approved[0]).toMatchObject({ status: 'verified', rejectionReason: null });
    expect(approved[0]?.verifiedAt).toBeInstanceOf(Date);
  });
});

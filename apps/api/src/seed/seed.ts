import { randomUUID } from 'node:crypto';
import { type ClubRole, clubSearchText } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import type { Storage } from '../adapters/storage';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { pledges } from '../db/schema-campaigns';
import { clubAdmins, clubBanks, clubContacts, clubDocuments, clubs, products } from '../db/schema-clubs';
import { sandboxPaymentMethods } from '../db/schema-payments';
import { forgetPublicClubCount } from '../modules/clubs/queries';
import { textPdf } from '../modules/documents/layout';
import { encryptIban, ibanLast4 } from '../modules/organisations/iban-crypto';
import { createUser } from '../modules/users/provision';
import { bookDemoDonation } from './demo-booking';
import { DEMO_CATALOG, swissTime } from './demo-catalog';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD, DEMO_SPORT_TYPES } from './demo-data';
import { seedDonationHistory, seedFeeInvoiceHistory, seedPayoutHistory } from './demo-history';
import { seedDemoLinks } from './demo-links';
import { seedDemoMembers } from './demo-members';
import {
  DOCUMENTS_FOR,
  demoContact,
  demoDocumentLines,
  demoIban,
  PENDING_WAIT_HOURS,
  regionLanguage,
} from './demo-registrations';
import { seedSupporterProfile } from './demo-supporter';
import { createClub, createEvent, createProduct, createSportType } from './factories';

export interface SeedResult {
  created: {
    sportTypes: number;
    organisations: number;
    accounts: number;
    products: number;
    events: number;
    donations: number;
    contacts: number;
    banks: number;
    documents: number;
  };
}

export interface SeedOptions {
  /** The IBAN key (config.ibanKey): without it no bank accounts are seeded (they are stored encrypted). */
  ibanKey?: Buffer;
  /** Where uploaded files live: without it no registration documents are seeded. */
  storage?: Pick<Storage, 'put' | 'delete'>;
  now?: Date;
}

const rappen = (chf: number | null) => (chf === null ? null : Math.round(chf * 100));

/** Swiss demo data. Idempotent: every row is keyed by its natural key, so a second run adds nothing. */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const result = await db.transaction(async (tx) => {
    for (const type of DEMO_SPORT_TYPES) await createSportType(tx, type);
    let organisations = 0;
    const clubIds = new Map<string, string>();
    for (const org of DEMO_ORGANISATIONS) {
      const admins = DEMO_ACCOUNTS.filter((account) => account.clubShortName === org.shortName).map(
        (account) => ({
          email: account.email,
          role: account.role as ClubRole,
        }),
      );
      const { club, created } = await createClub(tx, {
        ...org,
        website: org.website,
        description: org.description,
        admins,
      });
      if (created) organisations += 1;
      clubIds.set(org.shortName, club.id);
    }
    // Clubs written before the search column existed get their search text once.
    const unsearchable = await tx.select().from(clubs).where(eq(clubs.searchText, ''));
    for (const club of unsearchable) {
      await tx
        .update(clubs)
        .set({ searchText: clubSearchText(club) })
        .where(eq(clubs.id, club.id));
    }
    let accounts = 0;
    for (const account of DEMO_ACCOUNTS) {
      const { created } = await createUser(tx, {
        email: account.email,
        password: DEMO_PASSWORD,
        firstName: account.firstName,
        lastName: account.lastName,
        preferredLanguage: account.preferredLanguage,
        verified: true,
        roles: account.role === 'ROLE_ADMIN' ? ['ROLE_USER', 'ROLE_ADMIN'] : ['ROLE_USER'],
      });
      if (created) accounts += 1;
    }
    let productCount = 0;
    let eventCount = 0;
    for (const entry of DEMO_CATALOG) {
      const clubId = clubIds.get(entry.shortName);
      const org = DEMO_ORGANISATIONS.find((candidate) => candidate.shortName === entry.shortName);
      if (!clubId || !org) throw new Error(`demo catalog names an unknown organisation: ${entry.shortName}`);
      for (const product of entry.products) {
        const { created } = await createProduct(tx, {
          clubId,
          title: product.title,
          productType: product.productType,
          priceRappen: rappen(product.priceChf),
          description: product.description,
          recurringPeriod: product.recurringPeriod,
          targetAmountRappen: rappen(product.targetChf),
          deliveryAvailable: product.deliveryAvailable,
          expiryDate: swissTime(`${product.expiryDate} 23:59`),
          campaignEndDate: product.campaignEndDate ? swissTime(`${product.campaignEndDate} 23:59`) : null,
          ...(product.campaignMode ? { campaignMode: product.campaignMode } : {}),
        });
        if (created) productCount += 1;
      }
      for (const event of entry.events) {
        const { created } = await createEvent(tx, {
          clubId,
          title: event.title,
          description: event.description,
          location: org.city,
          latitude: org.latitude,
          longitude: org.longitude,
          fromDate: swissTime(event.from),
          toDate: swissTime(event.to),
          tickets: event.tickets,
        });
        if (created) eventCount += 1;
      }
    }
    const registrations = await seedRegistrations(tx, clubIds, options);
    const donationCount = await seedDonations(tx, clubIds, options.now ?? new Date());
    const supporterGifts = await seedSupporterProfile(tx, {
      email: DEMO_ACCOUNTS.find((account) => account.key === 'supporter')?.email ?? '',
      clubIds,
      now: options.now ?? new Date(),
    });
    await seedDemoMembers(tx, clubIds.get('fc-seefeld-zurich'), 'Gönnermitglied', options.now ?? new Date());
    return {
      created: {
        sportTypes: DEMO_SPORT_TYPES.length,
        organisations,
        accounts,
        products: productCount,
        events: eventCount,
        donations: donationCount + supporterGifts,
        ...registrations,
      },
    };
  });
  // A year of donations by demo fans, and the payouts of that year (its own transactions: the payout code
  // pays each club in one).
  const now = options.now ?? new Date();
  result.created.donations += await seedDonationHistory(db, {
    now,
    password: DEMO_PASSWORD,
    clubShortNames: DEMO_ORGANISATIONS.map((org) => org.shortName),
  });
  if (options.ibanKey) await seedPayoutHistory(db, { now, ibanKey: options.ibanKey, publicUrl: '' });
  await seedFeeInvoiceHistory(db, now);
  await seedDemoLinks(db);
  // The club lists of a running app show the demo clubs at once.
  forgetPublicClubCount(db);
  return result;
}

const HOUR = 60 * 60 * 1000;

/** Shares of a crowdfunding target given by the demo supporter, and how many days ago. */
const DEMO_GIFTS = [
  { share: 0.16, daysAgo: 24 },
  { share: 0.09, daysAgo: 11 },
  { share: 0.05, daysAgo: 3 },
] as const;

/**
 * Demo donations to the crowdfunding products, so that campaigns show progress and the operator's ledger has
 * entries: booked like a card payment (donation, its three ledger rows, the product totals), keyed by a
 * 'seed_' provider reference so that a second run adds nothing. No receipt mails are sent.
 */
async function seedDonations(tx: DbOrTx, clubIds: Map<string, string>, now: Date): Promise<number> {
  const supporter = DEMO_ACCOUNTS.find((account) => account.key === 'supporter');
  const [donor] = supporter ? await tx.select().from(users).where(eq(users.email, supporter.email)) : [];
  if (!donor) return 0;
  let count = 0;
  for (const entry of DEMO_CATALOG) {
    const clubId = clubIds.get(entry.shortName);
    if (!clubId) continue;
    for (const demo of entry.products.filter((candidate) => candidate.productType === 'crowd')) {
      const [product] = await tx
        .select()
        .from(products)
        .where(and(eq(products.clubId, clubId), eq(products.title, demo.title)));
      if (!product?.targetAmountRappen) continue;
      // All or nothing takes no gifts before its end: the demo supporter pledges instead.
      if (product.campaignMode === 'all_or_nothing') {
        await seedDemoPledge(tx, donor.id, product, now);
        continue;
      }
      for (const [index, gift] of DEMO_GIFTS.entries()) {
        // Whole francs, in steps of 5.
        const amountRappen = Math.max(500, Math.round((product.targetAmountRappen * gift.share) / 500) * 500);
        const booked = await bookDemoDonation(tx, {
          userId: donor.id,
          productId: product.id,
          clubId,
          amountRappen,
          at: new Date(now.getTime() - gift.daysAgo * 24 * HOUR),
          reference: `seed_${product.id}_${index}`,
        });
        if (!booked) continue;
        count += 1;
      }
    }
  }
  return count;
}

/**
 * The demo supporter's pledge to an all-or-nothing campaign (issue 49): 15 % of its target on a saved 4242 card,
 * held; the campaign's pledged sum counts it. Once: a second run finds the held pledge.
 */
async function seedDemoPledge(
  tx: DbOrTx,
  userId: string,
  product: typeof products.$inferSelect,
  now: Date,
): Promise<void> {
  const [held] = await tx
    .select({ id: pledges.id })
    .from(pledges)
    .where(and(eq(pledges.productId, product.id), eq(pledges.userId, userId)));
  if (held) return;
  const amountRappen = Math.round(((product.targetAmountRappen ?? 0) * 0.15) / 500) * 500;
  const paymentMethodId = `pm_seed${product.id.replaceAll('-', '').slice(0, 24)}`;
  await tx
    .insert(sandboxPaymentMethods)
    .values({
      id: paymentMethodId,
      userId,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      outcome: 'succeeds',
      savedAt: now,
    })
    .onConflictDoNothing();
  await tx.insert(pledges).values({
    productId: product.id,
    clubId: product.clubId,
    userId,
    amountRappen,
    status: 'active',
    provider: 'sandbox_card',
    paymentMethodId,
    setupIntentId: `seti_seed${product.id.replaceAll('-', '').slice(0, 24)}`,
    createdAt: new Date(now.getTime() - 5 * 24 * HOUR),
  });
  await tx
    .update(products)
    .set({ pledgedRappen: amountRappen, pledgers: 1 })
    .where(eq(products.id, product.id));
}

/**
 * Every demo organisation gets a contact person and a bank account (step 2 and 3 of the registration). A
 * pending one also gets its registrant (the contact person's account, ROLE_CLUB) and a submission some
 * hours ago (PENDING_WAIT_HOURS), so the operator's queue shows waiting times; public ones are dated as
 * approved (and verified) when they were created. Dates are set only when the bank is first added.
 */
async function seedRegistrations(tx: DbOrTx, clubIds: Map<string, string>, options: SeedOptions) {
  const now = options.now ?? new Date();
  let contacts = 0;
  let banks = 0;
  let documents = 0;
  let pendingIndex = 0;
  for (const [index, org] of DEMO_ORGANISATIONS.entries()) {
    const clubId = clubIds.get(org.shortName)!;
    const contact = demoContact(org, index);
    const insertedContact = await tx
      .insert(clubContacts)
      .values({ clubId, ...contact })
      .onConflictDoNothing({ target: clubContacts.clubId })
      .returning({ id: clubContacts.id });
    contacts += insertedContact.length;
    const waitHours = org.status === 'pending' ? (PENDING_WAIT_HOURS[pendingIndex++] ?? 1) : undefined;
    if (org.status === 'pending') {
      await createUser(tx, {
        email: contact.email,
        password: DEMO_PASSWORD,
        firstName: contact.firstName,
        lastName: contact.lastName,
        preferredLanguage: regionLanguage(org),
        verified: true,
      });
      await tx
        .insert(clubAdmins)
        .values({ clubId, email: contact.email, role: 'ROLE_CLUB' })
        .onConflictDoNothing();
    }
    if (options.storage && (org.status === 'pending' || DOCUMENTS_FOR.has(org.shortName))) {
      documents += await seedDocuments(tx, options.storage, clubId, org, contact);
    }
    if (!options.ibanKey) continue;
    const iban = demoIban(index);
    const [bank] = await tx
      .insert(clubBanks)
      .values({
        clubId,
        ownerName: org.name,
        ibanEncrypted: encryptIban(options.ibanKey, iban),
        ibanLast4: ibanLast4(iban),
        currency: 'CHF',
        country: 'CH',
        // The operator's review confirmed the account of every reviewed club (organisations/bank.ts).
        confirmedAt: org.status === 'approved' || org.status === 'verified' ? new Date() : null,
      })
      .onConflictDoNothing({ target: clubBanks.clubId })
      .returning({ id: clubBanks.id });
    if (!bank) continue;
    banks += 1;
    if (waitHours !== undefined) {
      const submittedAt = new Date(now.getTime() - waitHours * HOUR);
      await tx
        .update(clubs)
        .set({ submittedAt, createdAt: new Date(submittedAt.getTime() - 2 * HOUR) })
        .where(eq(clubs.id, clubId));
    } else {
      const [club] = await tx.select({ createdAt: clubs.createdAt }).from(clubs).where(eq(clubs.id, clubId));
      const at = club!.createdAt;
      await tx
        .update(clubs)
        .set({
          submittedAt: at,
          approvedAt: at,
          reviewedAt: at,
          verifiedAt: org.status === 'verified' ? at : null,
        })
        .where(eq(clubs.id, clubId));
    }
  }
  return { contacts, banks, documents };
}

/**
 * The two registration documents as small PDFs (statutes, the representative's ID), stored like uploads
 * (documents/<club>/<id>.pdf) and readable by the operator through signed links. Idempotent per kind.
 */
async function seedDocuments(
  tx: DbOrTx,
  storage: Pick<Storage, 'put' | 'delete'>,
  clubId: string,
  org: (typeof DEMO_ORGANISATIONS)[number],
  contact: { firstName: string; lastName: string },
): Promise<number> {
  let added = 0;
  for (const kind of ['doc1', 'doc2'] as const) {
    const [existing] = await tx
      .select({ id: clubDocuments.id })
      .from(clubDocuments)
      .where(and(eq(clubDocuments.clubId, clubId), eq(clubDocuments.kind, kind)));
    if (existing) continue;
    const [heading = '', ...lines] = demoDocumentLines(kind, org, contact);
    const body = await textPdf(
      { title: heading, author: 'Tifo', language: 'de', date: new Date('2026-01-01T00:00:00Z') },
      lines.filter((line) => line !== ''),
    );
    const storageKey = `documents/${clubId}/${randomUUID()}.pdf`;
    await storage.put(storageKey, body, { contentType: 'application/pdf' });
    const inserted = await tx
      .insert(clubDocuments)
      .values({
        clubId,
        kind,
        storageKey,
        fileName:
          kind === 'doc1'
            ? `Statuten ${org.name}.pdf`
            : `Ausweis ${contact.firstName} ${contact.lastName}.pdf`,
        contentType: 'application/pdf',
        size: body.length,
      })
      .onConflictDoNothing()
      .returning({ id: clubDocuments.id });
    if (inserted.length === 0) await storage.delete(storageKey);
    added += inserted.length;
  }
  return added;
}

export function demoLoginsText(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  return DEMO_ACCOUNTS.map(
    (account) =>
      `  ${account.email.padEnd(width)}  ${DEMO_PASSWORD}  (${account.role}${account.clubShortName ? ` of /${account.clubShortName}` : ''})`,
  ).join('\n');
}

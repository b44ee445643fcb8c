import { wireLanguageOf } from '@tifo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { DbOrTx } from '../../db/client';
import { emailNotVerified } from '../../errors';
import { swissIsoDay } from '../../platform/swiss-dates';
import { assertSelf, type Caller } from '../auth/caller';
import { csvFile, csvText } from '../documents/csv';
import { findUserById } from '../users/queries';
import type { AppDeps } from '../wiring/deps';

/*
 * "My data" (revDSG Art. 25): everything Tifo holds about a supporter, as data.json plus one CSV per section, in
 * one ZIP made on request. Each section names the table columns that point at the person (`covers`); the test
 * compares them with every column of the schema that references users or holds an e-mail, so a new table with
 * a user column fails it until it is exported here or listed in NOT_EXPORTED with the reason.
 */

type Person = { id: string; email: string; language: string };
type Row = Record<string, unknown>;

interface Section {
  name: string;
  covers: string[];
  query: (person: Person) => SQL;
}

const SECTIONS: Section[] = [
  {
    name: 'profile',
    covers: ['users.id', 'users.email'],
    query: (p) => sql`select id, email, first_name, last_name, preferred_language, address1, address2,
      postal_code, city, country, image, verified, donation_enabled, roles, created_at, updated_at
      from users where id = ${p.id}`,
  },
  {
    name: 'donations',
    covers: ['donations.user_id'],
    query: (p) => sql`select d.id, d.created_at, d.settled_at, c.name as club, pr.title as product,
      d.amount_rappen, d.fee_rappen, d.net_rappen, d.status, d.provider, d.delivery, d.subscription_id,
      d.period_number, d.refunded_at, d.refund_reason
      from donations d join clubs c on c.id = d.club_id join products pr on pr.id = d.product_id
      where d.user_id = ${p.id} order by d.created_at`,
  },
  {
    name: 'subscriptions',
    covers: ['subscriptions.user_id'],
    query: (p) => sql`select s.id, c.name as club, pr.title as product, s.amount_rappen, s.period, s.status,
      s.next_charge_at, s.failed_attempts, s.cancelled_at, s.cancel_reason, s.created_at
      from subscriptions s join clubs c on c.id = s.club_id join products pr on pr.id = s.product_id
      where s.user_id = ${p.id} order by s.created_at`,
  },
  {
    name: 'memberships',
    covers: ['memberships.user_id'],
    query: (p) => sql`select m.id, c.name as club, pr.title as product, m.status, m.period, m.amount_rappen,
      m.started_at, m.origin, m.payment_method, m.cancelled_at, m.created_at
      from memberships m join clubs c on c.id = m.club_id join products pr on pr.id = m.product_id
      where m.user_id = ${p.id} order by m.created_at`,
  },
  {
    name: 'membership_invoices',
    covers: [],
    query: (p) => sql`select i.number, c.name as club, i.period_number, i.period_start, i.period_end,
      i.amount_rappen, i.status, i.due_at, i.paid_at, pay.method as paid_by, pay.received_at
      from membership_invoices i join memberships m on m.id = i.membership_id join clubs c on c.id = i.club_id
      left join membership_payments pay on pay.invoice_id = i.id
      where m.user_id = ${p.id} order by i.created_at`,
  },
  {
    name: 'favourites',
    covers: ['favourites.user_id'],
    query: (p) => sql`select c.name as club, c.short_name, f.created_at from favourites f
      join clubs c on c.id = f.club_id where f.user_id = ${p.id} order by f.created_at`,
  },
  {
    name: 'consents',
    covers: ['club_sponsors.user_id'],
    query: (p) => sql`select c.name as club, s.show_name as show_name_among_top_sponsors,
      s.gross_rappen, s.donations
      from club_sponsors s join clubs c on c.id = s.club_id where s.user_id = ${p.id}`,
  },
  {
    // Who gave the gifts from when on: the supporter (no company) or a company named at checkout (issue 47).
    name: 'givers',
    covers: ['giver_choices.user_id', 'donor_companies.user_id'],
    query: (p) => sql`select gc."from", dc.name as company, dc.address1, dc.address2, dc.postal_code, dc.city,
      dc.country from giver_choices gc left join donor_companies dc on dc.id = gc.company_id
      where gc.user_id = ${p.id} order by gc."from"`,
  },
  {
    name: 'annual_certificates',
    covers: ['annual_certificates.user_id'],
    query: (p) => sql`select year, mailed_at from annual_certificates where user_id = ${p.id} order by year`,
  },
  {
    // Links and codes are taken out (redactSecrets): a mail's link may still open something.
    name: 'emails',
    covers: ['email_outbox.to_address'],
    query: (p) => sql`select template, language, subject, status, created_at, sent_at, text
      from email_outbox where to_address = ${p.email} order by created_at`,
  },
  {
    name: 'contact_messages',
    covers: ['contact_messages.user_id'],
    query: (p) => sql`select name, email, subject, message, language, created_at from contact_messages
      where user_id = ${p.id} order by created_at`,
  },
  {
    name: 'saved_cards',
    covers: ['sandbox_payment_methods.user_id', 'payment_customers.user_id'],
    query: (p) => sql`select 'sandbox' as provider, brand, last4, exp_month, exp_year, saved_at, created_at
      from sandbox_payment_methods where user_id = ${p.id} and saved_at is not null
      union all select provider, null, null, null, null, null, created_at from payment_customers
      where user_id = ${p.id}`,
  },
  {
    name: 'pledges',
    covers: ['pledges.user_id', 'campaign_unsubscribes.user_id'],
    query: (p) => sql`select pr.title as campaign, c.name as club, pl.amount_rappen, pl.status, pl.failure,
      pl.created_at, pl.ended_at from pledges pl join products pr on pr.id = pl.product_id
      join clubs c on c.id = pl.club_id where pl.user_id = ${p.id}
      union all select 'unsubscribed: ' || pr.title, c.name, null, null, null, u.created_at, null
      from campaign_unsubscribes u join products pr on pr.id = u.product_id join clubs c on c.id = pr.club_id
      where u.user_id = ${p.id} order by 6`,
  },
  {
    name: 'twint_payments',
    covers: ['twint_payments.user_id'],
    query: (p) => sql`select transaction_id, provider, amount_rappen, status, created_at from twint_payments
      where user_id = ${p.id} order by created_at`,
  },
  {
    name: 'sessions',
    covers: ['sessions.user_id', 'email_tokens.user_id'],
    query: (p) => sql`select 'session' as kind, created_at, expires_at, revoked_at, revoked_reason as detail
      from sessions where user_id = ${p.id}
      union all select 'email_token', created_at, expires_at, used_at, purpose from email_tokens
      where user_id = ${p.id} order by 2`,
  },
  {
    name: 'club_roles',
    covers: ['club_admins.email', 'clubs.created_by', 'club_documents.uploaded_by'],
    query: (p) => sql`select c.name as club, a.role, a.created_at,
      (c.created_by = ${p.id}) as registered_by_you
      from club_admins a join clubs c on c.id = a.club_id where a.email = ${p.email}
      union all select c.name, null, d.created_at, false from club_documents d join clubs c on c.id = d.club_id
      where d.uploaded_by = ${p.id}`,
  },
  {
    name: 'club_invitations',
    covers: ['club_admin_invitations.email', 'club_admin_invitations.invited_by'],
    query: (p) => sql`select c.name as club, i.role, i.created_at, (i.email = ${p.email}) as addressed_to_you,
      (i.invited_by = ${p.id}) as sent_by_you
      from club_admin_invitations i join clubs c on c.id = i.club_id
      where i.email = ${p.email} or i.invited_by = ${p.id} order by i.created_at`,
  },
  {
    name: 'recorded_by_you',
    covers: [
      'membership_payments.recorded_by',
      'payouts.decided_by',
      'audit_log.actor_user_id',
      'audit_log.actor_email',
      'club_banks.changed_by',
      'club_banks.confirmed_by',
      'clubs.closure_requested_by',
      'payment_links.created_by',
      'campaign_updates.created_by',
    ],
    query: (p) => sql`select 'membership_payment' as kind, c.name as club, mp.amount_rappen, mp.created_at
      from membership_payments mp join clubs c on c.id = mp.club_id where mp.recorded_by = ${p.id}
      union all select 'payout_decision', c.name, po.amount_rappen, po.created_at from payouts po
      join clubs c on c.id = po.club_id where po.decided_by = ${p.id}
      union all select 'bank_account_change', c.name, null, b.changed_at from club_banks b
      join clubs c on c.id = b.club_id where b.changed_by = ${p.id}
      union all select 'bank_account_confirmation', c.name, null, b.confirmed_at from club_banks b
      join clubs c on c.id = b.club_id where b.confirmed_by = ${p.id}
      union all select 'closure_request', c.name, null, c.closure_requested_at from clubs c
      where c.closure_requested_by = ${p.id}
      union all select 'payment_link:' || l.source, c.name, l.amount_rappen, l.created_at from payment_links l
      join clubs c on c.id = l.club_id where l.created_by = ${p.id}
      union all select 'campaign_update', c.name, null, cu.created_at from campaign_updates cu
      join clubs c on c.id = cu.club_id where cu.created_by = ${p.id}
      union all select 'operator_action:' || a.action, c.name, null, a.created_at from audit_log a
      left join clubs c on c.id = a.club_id where a.actor_user_id = ${p.id} or a.actor_email = ${p.email}`,
  },
];

/**
 * Columns that reference a person but are not theirs to export, with the reason (checked by the same test).
 */
export const NOT_EXPORTED: Record<string, string> = {
  'sandbox_intents.user_id':
    "the local card provider's own records (Stripe's, in production); the payments are in donations",
  'sandbox_twint_transactions.user_id':
    "the local TWINT provider's own records; the payments are in donations and twint_payments",
  'clubs.email': "the organisation's address, not a person's",
  'clubs.taken_down_by':
    "an operator's decision, in the audit log (recorded_by_you lists the operator's own actions)",
  'club_contacts.email': "the organisation's contact person, part of the organisation's record",
  'contact_messages.email':
    "anybody can type any address into the contact form: only the messages sent while logged in (user_id) are the account's",
};

/** What replaces a link or code in an exported mail, in the account's language. */
const REDACTED: Record<string, string> = {
  de: '[Link entfernt]',
  en: '[link removed]',
  fr: '[lien supprimé]',
  it: '[link rimosso]',
};

/**
 * An exported mail's text without its secrets (issue 45): every link (verification, reset, invitation, pay
 * links carry tokens) and every token-like code (the reset code) becomes a note, so that the export opens nothing.
 */
export function redactSecrets(text: string, language: string): string {
  const note = REDACTED[language] ?? REDACTED.en!;
  return text
    .replace(/\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/gi, note)
    .replace(/\b[A-Za-z0-9_-]{24,}\b/g, note);
}

/** Every table column the export covers. */
export const EXPORTED_COLUMNS: readonly string[] = SECTIONS.flatMap((section) => section.covers);

function csvOf(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: unknown) =>
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  return csvFile(
    columns,
    rows.map((row) => columns.map((column) => csvText(cell(row[column])))),
  );
}

async function collect(db: DbOrTx, person: Person): Promise<Record<string, Row[]>> {
  const data: Record<string, Row[]> = {};
  for (const section of SECTIONS) {
    const result = await db.execute<Row>(section.query(person));
    data[section.name] = result.rows;
  }
  data.emails = (data.emails ?? []).map((mail) => ({
    ...mail,
    text: redactSecrets(String(mail.text ?? ''), String(mail.language ?? person.language)),
  }));
  return data;
}

/**
 * POST /users/export: the ZIP of the caller's data (data.json and a CSV per section). Only for an account that
 * has proven its address (issue 45): the mails and messages of an address belong to its mailbox, not to whoever
 * signed up with it.
 */
export async function exportData(deps: AppDeps, caller: Caller, userId: string) {
  assertSelf(caller, userId);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  if (!user.verified) throw emailNotVerified();
  const now = deps.clock.now();
  const data = await collect(deps.db, {
    id: user.id,
    email: user.email,
    language: wireLanguageOf(user.preferredLanguage),
  });
  const json = JSON.stringify(
    {
      exportedAt: now.toISOString(),
      platform: deps.config.PLATFORM_NAME,
      amountsIn: 'Rappen (CHF 1 = 100)',
      ...data,
    },
    null,
    2,
  );
  const files: Record<string, Uint8Array> = { 'data.json': strToU8(json) };
  for (const [name, rows] of Object.entries(data)) files[`${name}.csv`] = strToU8(csvOf(rows));
  return { zip: Buffer.from(zipSync(files, { mtime: now })), fileName: `tifo-data-${swissIsoDay(now)}.zip` };
}

import { formatChfGrouped, MEMBERSHIP_RULES, wireLanguageOf } from '@tifo/contract';
import type { DbOrTx } from '../../db/client';
import type { OutboxAttachment } from '../../db/schema';
import { swissDay } from '../../platform/swiss-dates';
import type { MailRequest } from '../mail/service';
import { clubTabLink } from '../organisations/queries';
import { newEmailToken } from '../users/mail-tokens';
import { MEMBERSHIP_MAILS } from './mail-texts';
import { invoiceNumber, invoiceReference } from './present';
import type * as q from './queries';
import { findMemberUser, findProductAndClub, memberManagers } from './queries';
import type { MembershipsDeps } from './service';

const DAY_MS = 86_400_000;
/** An invitation to sign up stays valid this long (the invoices wait meanwhile). */
const INVITATION_TTL_MS = 60 * DAY_MS;

/** Where a member pays an invoice: checkout of that invoice (card or TWINT). */
export const invoicePayPath = (invoiceId: string) => `/membership/invoice/${invoiceId}`;

/** The invoice PDF (with its QR-bill), rendered by the mail job when it sends the mail (documents module). */
export function invoiceAttachment(invoice: Pick<q.InvoiceRow, 'id' | 'number'>): OutboxAttachment {
  return {
    filename: `${invoiceNumber(invoice)}.pdf`,
    contentType: 'application/pdf',
    document: { kind: 'membershipInvoice', id: invoice.id },
  };
}

export interface InvoiceMail {
  db: DbOrTx;
  deps: MembershipsDeps;
  membership: q.MembershipRow;
  invoice: q.InvoiceRow;
  user: q.MemberUser;
  product: { title: string };
  club: { id: string; name: string };
  now: Date;
}

function invoiceVars(mail: InvoiceMail): Record<string, string> {
  const { invoice } = mail;
  return {
    firstName: mail.user.firstName,
    clubName: mail.club.name,
    productTitle: mail.product.title,
    invoiceNumber: invoiceNumber(invoice),
    reference: invoiceReference(invoice),
    amount: formatChfGrouped(invoice.amountRappen),
    periodStart: swissDay(invoice.periodStart),
    periodEnd: swissDay(invoice.periodEnd),
    startDate: swissDay(mail.membership.startedAt),
    dueDate: swissDay(invoice.dueAt),
    lapseDate: swissDay(new Date(invoice.dueAt.getTime() + MEMBERSHIP_RULES.lapseDays * DAY_MS)),
  };
}

function queue(mail: InvoiceMail, request: Omit<MailRequest, 'to' | 'language'>) {
  return mail.deps.mailer.queueMail(mail.db, {
    to: mail.user.email,
    language: wireLanguageOf(mail.user.preferredLanguage),
    ...request,
  });
}

const payLink = (mail: InvoiceMail) => `${mail.deps.config.publicUrl}${invoicePayPath(mail.invoice.id)}`;

/** The invoice of a period, with its pay link and the QR-bill PDF. */
export async function queueInvoiceMail(
  mail: InvoiceMail,
  kind: 'invoice' | 'cardDeclined' | 'reminder' | 'lapsed',
  extra: Record<string, string> = {},
): Promise<void> {
  const template = {
    invoice: MEMBERSHIP_MAILS.membershipInvoice,
    cardDeclined: MEMBERSHIP_MAILS.membershipCardDeclined,
    reminder: MEMBERSHIP_MAILS.membershipReminder,
    lapsed: MEMBERSHIP_MAILS.membershipLapsed,
  };
  await queue(mail, {
    template: template[kind],
    vars: { ...invoiceVars(mail), ...extra },
    link: payLink(mail),
    attachments: [invoiceAttachment(mail.invoice)],
  });
}

/**
 * A person the club added has no account: the invitation links to sign-up with a token that proves the e-mail
 * (signing up with it verifies the account at once, so the invoice can be paid right away).
 */
export async function queueInvitation(mail: InvoiceMail): Promise<void> {
  const token = await newEmailToken(mail.db, mail.user.id, 'invitation', INVITATION_TTL_MS);
  const query = new URLSearchParams({ invitation: token, email: mail.user.email });
  await queue(mail, {
    template: MEMBERSHIP_MAILS.membershipInvitation,
    vars: invoiceVars(mail),
    link: `${mail.deps.config.publicUrl}/register/user?${query.toString()}`,
    attachments: [invoiceAttachment(mail.invoice)],
  });
}

/** To the club's admins and editors, each in their language: a member lapsed. */
export async function queueLapsedClubMail(
  mail: InvoiceMail,
  managers: { email: string; language: string }[],
): Promise<void> {
  for (const manager of managers) {
    await mail.deps.mailer.queueMail(mail.db, {
      to: manager.email,
      template: MEMBERSHIP_MAILS.membershipLapsedClub,
      language: wireLanguageOf(manager.language),
      vars: { ...invoiceVars(mail), memberName: `${mail.user.firstName} ${mail.user.lastName}`.trim() },
      link: clubTabLink(mail.deps.config.publicUrl, mail.club.id, 'membership'),
    });
  }
}

/**
 * A member's notice (issue 47): the member is told when the membership ends (or that it runs on), the club's
 * admins and editors who left or stays, each in their language.
 */
export async function queueNoticeMails(
  tx: DbOrTx,
  deps: MembershipsDeps,
  membership: q.MembershipRow,
  kind: 'left' | 'stays',
): Promise<void> {
  const [user, parties, managers] = await Promise.all([
    findMemberUser(tx, membership.userId),
    findProductAndClub(tx, membership.productId),
    memberManagers(tx, membership.clubId),
  ]);
  if (!user || !parties) return;
  const vars = {
    firstName: user.firstName,
    memberName: `${user.firstName} ${user.lastName}`.trim(),
    clubName: parties.club.name,
    productTitle: parties.product.title,
    endDate: membership.endsAt ? swissDay(membership.endsAt) : '',
    nextInvoiceDate: swissDay(membership.nextInvoiceAt),
  };
  await deps.mailer.queueMail(tx, {
    to: user.email,
    template: kind === 'left' ? MEMBERSHIP_MAILS.membershipLeft : MEMBERSHIP_MAILS.membershipStays,
    language: wireLanguageOf(user.preferredLanguage),
    vars,
    link: `${deps.config.publicUrl}/profile/user?tab=membership`,
  });
  for (const manager of managers) {
    await deps.mailer.queueMail(tx, {
      to: manager.email,
      template: kind === 'left' ? MEMBERSHIP_MAILS.membershipLeftClub : MEMBERSHIP_MAILS.membershipStaysClub,
      language: wireLanguageOf(manager.language),
      vars,
      link: clubTabLink(deps.config.publicUrl, parties.club.id, 'membership'),
    });
  }
}

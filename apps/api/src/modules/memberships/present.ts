import {
  creditorReference,
  type MemberPaymentMethod,
  type Membership,
  type MembershipInvoice,
  type MembershipStatus,
  type RecurringPeriod,
  rappenToChf,
} from '@tifo/contract';
import type * as q from './queries';

// Made once: creating an Intl formatter costs more than the whole list query.
const SWISS_ISO_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' });

/** A moment as the calendar day it falls on in Switzerland (YYYY-MM-DD). */
export function isoDay(date: Date): string {
  return SWISS_ISO_DAY.format(date);
}

/** The invoice number as printed (and typed by a club recording a bank transfer). */
export function invoiceNumber(invoice: Pick<q.InvoiceRow, 'number'>): string {
  return `M${String(invoice.number).padStart(7, '0')}`;
}

export function invoiceReference(invoice: Pick<q.InvoiceRow, 'number'>): string {
  return creditorReference(invoiceNumber(invoice));
}

export function toInvoice(invoice: q.InvoiceRow, payment: q.PaymentRow | null): MembershipInvoice {
  return {
    id: invoice.id,
    number: invoiceNumber(invoice),
    reference: invoiceReference(invoice),
    period: isoDay(invoice.periodStart),
    nextPeriod: isoDay(invoice.periodEnd),
    amount: rappenToChf(invoice.amountRappen),
    status: invoice.status === 'paid' ? 'paid' : 'open',
    dueDate: isoDay(invoice.dueAt),
    membershipPayment: payment
      ? {
          id: payment.id,
          createdDate: isoDay(payment.receivedAt),
          externalPayment: payment.method === 'external',
          amount: rappenToChf(payment.amountRappen),
          method: payment.method === 'external' ? 'external' : payment.method === 'twint' ? 'twint' : 'card',
        }
      : null,
  };
}

export function toMembership(
  row: { membership: q.MembershipRow; user: q.MemberUser },
  parties: { productTitle: string; clubName: string },
  invoices: { invoice: q.InvoiceRow; payment: q.PaymentRow | null }[],
): Membership {
  const { membership, user } = row;
  const open = invoices.filter((entry) => entry.invoice.status === 'open');
  return {
    id: membership.id,
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
    product: { id: membership.productId, title: parties.productTitle },
    club: { id: membership.clubId, name: parties.clubName },
    started: isoDay(membership.startedAt),
    status: membership.status as MembershipStatus,
    invited: user.passwordHash === null,
    period: membership.period as RecurringPeriod,
    paymentMethod: membership.paymentMethod as MemberPaymentMethod,
    nextInvoiceDate:
      membership.status === 'cancelled' || membership.endsAt ? null : isoDay(membership.nextInvoiceAt),
    // The day a membership the member left ends: the last paid period's end, as its invoice shows it.
    endsOn: membership.endsAt ? isoDay(membership.endsAt) : null,
    openAmount: rappenToChf(open.reduce((sum, entry) => sum + entry.invoice.amountRappen, 0)),
    invoices: invoices.map((entry) => toInvoice(entry.invoice, entry.payment)),
  };
}

/** Groups invoice rows by membership id. */
export function byMembership<T extends { invoice: q.InvoiceRow }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.invoice.membershipId) ?? [];
    list.push(row);
    map.set(row.invoice.membershipId, list);
  }
  return map;
}

import type {
  AddMemberRequest,
  AddMemberResponse,
  ClubProduct,
  ClubProductList,
  ExportMembersRequest,
  ExportMembersResponse,
  ExternalPaymentRequest,
  InvoiceCheckout,
  MemberDetails,
  MemberPage,
  MembershipInvoice,
  MembershipStatus,
  PaymentDetails,
} from '@tifo/contract';
import { apiRequest } from './api';

/** The calls of the memberships tab and the member's invoices (PRODUCT.md §memberships, issue 14). */
export const membershipKeys = {
  products: (clubId: string) => ['memberships', 'products', clubId] as const,
  members: (productId: string, status: string, search: string) =>
    ['memberships', 'members', productId, status, search] as const,
  allMembers: (productId: string) => ['memberships', 'members', productId] as const,
  payments: (userId: string, productId: string) => ['memberships', 'payments', userId, productId] as const,
  mine: (userId: string) => ['memberships', 'mine', userId] as const,
  /** An invoice as the pay link shows it: its membership's title comes in the language asked for. */
  invoice: (invoiceId: string, language: string) => ['memberships', 'invoice', invoiceId, language] as const,
};

const call = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  apiRequest<T>(path, { method: 'POST', body, auth: true, toast: false, signal });

export async function fetchMembershipProducts(clubId: string, signal?: AbortSignal): Promise<ClubProduct[]> {
  return call<ClubProductList>('/products/membership-products', { clubId }, signal);
}

export function fetchMembers(
  body: {
    clubId: string;
    productId: string;
    pageId: number;
    pageSize: number;
    status: string;
    search: string;
  },
  signal?: AbortSignal,
): Promise<MemberPage> {
  return call<MemberPage>('/memberships/get-members', body, signal);
}

export function addMember(body: AddMemberRequest): Promise<AddMemberResponse> {
  return call<AddMemberResponse>('/memberships', body);
}

export function updateMemberStatus(userId: string, productId: string, status: MembershipStatus) {
  return call<{ message: string }>('/memberships/update-status', { userId, productId, status });
}

export function recordExternalPayment(body: ExternalPaymentRequest) {
  return call<{ message: string }>('/memberships/external-payment', body);
}

export async function fetchPaymentDetails(
  userId: string,
  productId: string,
  signal?: AbortSignal,
): Promise<MembershipInvoice[]> {
  return (await call<PaymentDetails>('/memberships/payment-details', { userId, productId }, signal)).content;
}

export async function fetchMyMemberships(userId: string, signal?: AbortSignal) {
  return (await call<MemberDetails>('/memberships/member-details', { userId }, signal)).content;
}

export function fetchInvoiceCheckout(invoiceId: string, signal?: AbortSignal): Promise<InvoiceCheckout> {
  return apiRequest<InvoiceCheckout>(`/memberships/invoices/${encodeURIComponent(invoiceId)}`, {
    method: 'GET',
    auth: true,
    toast: false,
    signal,
  });
}

export function exportMembers(body: ExportMembersRequest): Promise<ExportMembersResponse> {
  return call<ExportMembersResponse>('/memberships/export', body);
}

import type {
  AddMemberRequest,
  AddMemberResponse,
  ClubProduct,
  ExportMembersRequest,
  ExportMembersResponse,
  ExternalPaymentRequest,
  GetMembersRequest,
  InvoiceCheckout,
  MemberPage,
  MembershipInvoice,
  MembershipStatus,
} from '@tifo/contract';
import { type ApiInput, callApi } from './api';
import type { ApiRoute } from './endpoints';
import * as api from './endpoints';

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

const call = <R extends ApiRoute>(route: R, body: ApiInput<R>, signal?: AbortSignal) =>
  callApi(route, body, { auth: true, toast: false, signal });

export async function fetchMembershipProducts(clubId: string, signal?: AbortSignal): Promise<ClubProduct[]> {
  return call(api.postProductsMembershipProducts, { clubId }, signal);
}

export function fetchMembers(
  body: {
    clubId: string;
    productId: string;
    pageId: number;
    pageSize: number;
    status: GetMembersRequest['status'];
    search: string;
  },
  signal?: AbortSignal,
): Promise<MemberPage> {
  return call(api.postMembershipsGetMembers, body, signal);
}

export function addMember(body: AddMemberRequest): Promise<AddMemberResponse> {
  return call(api.postMemberships, body);
}

export function updateMemberStatus(userId: string, productId: string, status: MembershipStatus) {
  return call(api.postMembershipsUpdateStatus, { userId, productId, status });
}

export function recordExternalPayment(body: ExternalPaymentRequest) {
  return call(api.postMembershipsExternalPayment, body);
}

export async function fetchPaymentDetails(
  userId: string,
  productId: string,
  signal?: AbortSignal,
): Promise<MembershipInvoice[]> {
  return (await call(api.postMembershipsPaymentDetails, { userId, productId }, signal)).content;
}

export async function fetchMyMemberships(userId: string, signal?: AbortSignal) {
  return (await call(api.postMembershipsMemberDetails, { userId }, signal)).content;
}

export function fetchInvoiceCheckout(invoiceId: string, signal?: AbortSignal): Promise<InvoiceCheckout> {
  return callApi(api.getMembershipsInvoicesByInvoiceId, { invoiceId }, { auth: true, toast: false, signal });
}

export function exportMembers(body: ExportMembersRequest): Promise<ExportMembersResponse> {
  return call(api.postMembershipsExport, body);
}

/** POST /memberships/leave: the member gives notice; the membership ends with its paid period (issue 47). */
export function leaveMembership(membershipId: string) {
  return call(api.postMembershipsLeave, { membershipId });
}

/** POST /memberships/stay: the member withdraws the notice before the end. */
export function stayInMembership(membershipId: string) {
  return call(api.postMembershipsStay, { membershipId });
}

import type {
  CampaignBackers,
  CampaignExtendRequest,
  CampaignUnsubscribeRequest,
  CampaignUpdateList,
  CampaignUpdatePublished,
  CampaignUpdateRequest,
  MessageResponse,
  Pledge,
  PledgePaymentResponse,
  PledgeRequest,
  PledgeResponse,
} from '@tifo/contract';
import { ROUTES } from '@tifo/contract';
import { callApi } from './api';
import * as api from './endpoints';

/** Crowdfunding campaigns (issue 49): pledges, the club's view, the extension, updates. */
export const campaignKeys = {
  mine: ['pledges', 'mine'] as const,
  backers: (productId: string) => ['campaigns', 'backers', productId] as const,
  updates: (productId: string, language: string) => ['campaigns', 'updates', productId, language] as const,
  clubUpdates: (productId: string) => ['campaigns', 'club-updates', productId] as const,
};

const quiet = { auth: true, toast: false } as const;

export function pledge(body: PledgeRequest): Promise<PledgeResponse> {
  return callApi(api.postCampaignsPledges, body, quiet);
}

export function confirmPledge(pledgeId: string): Promise<PledgeResponse> {
  return callApi(api.postCampaignsPledgesConfirm, { pledgeId }, quiet);
}

export function cancelPledge(pledgeId: string): Promise<Pledge> {
  return callApi(api.postCampaignsPledgesCancel, { pledgeId }, quiet);
}

export function payPledge(pledgeId: string): Promise<PledgePaymentResponse> {
  return callApi(api.postCampaignsPledgesPay, { pledgeId }, quiet);
}

export async function fetchMyPledges(signal?: AbortSignal): Promise<Pledge[]> {
  return (await callApi(api.getCampaignsPledges, undefined, { ...quiet, signal })).content;
}

export function fetchBackers(productId: string, signal?: AbortSignal): Promise<CampaignBackers> {
  return callApi(api.postCampaignsBackers, { productId }, { ...quiet, signal });
}

export function extendCampaign(body: CampaignExtendRequest): Promise<MessageResponse> {
  return callApi(api.postCampaignsExtend, body, quiet);
}

export function publishUpdate(body: CampaignUpdateRequest): Promise<CampaignUpdatePublished> {
  return callApi(api.postCampaignsUpdates, body, quiet);
}

export function fetchUpdates(productId: string, signal?: AbortSignal): Promise<CampaignUpdateList> {
  return callApi(api.postCampaignsUpdatesList, { productId }, { toast: false, signal });
}

export function fetchClubUpdates(productId: string, signal?: AbortSignal): Promise<CampaignUpdateList> {
  return callApi(api.postCampaignsUpdatesClub, { productId }, { ...quiet, signal });
}

export function unsubscribe(body: CampaignUnsubscribeRequest): Promise<MessageResponse> {
  return callApi(api.postCampaignsUnsubscribe, body, { toast: false });
}

/** The profile's pledges tab, opened on one pledge (back from its card check, or from a mail's link). */
export const pledgesPage = (pledgeId?: string) =>
  `${ROUTES.userProfile}?tab=pledges${pledgeId ? `&pledge=${pledgeId}` : ''}`;

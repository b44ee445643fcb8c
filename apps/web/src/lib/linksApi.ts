import type { CreatePaymentLinkRequest, GraphPeriod, PosterFormat, WireLanguage } from '@tifo/contract';
import { type ApiInput, apiPath, callApi } from './api';
import type { ApiRoute } from './endpoints';
import * as api from './endpoints';
import { download } from './profileApi';

/** The dashboard's "Share & embed" tab (issue 48): the club's payment links, their posters, gifts by source. */

const call = <R extends ApiRoute>(route: R, body: ApiInput<R>, signal?: AbortSignal) =>
  callApi(route, body, { auth: true, toast: false, signal });

export const linkKeys = {
  list: (clubId: string) => ['payment-links', clubId] as const,
  sources: (clubId: string, period: GraphPeriod) => ['donation-sources', clubId, period] as const,
};

export const fetchLinks = (clubId: string, signal?: AbortSignal) =>
  call(api.postPaymentLinksList, { clubId }, signal);

export const createLink = (body: CreatePaymentLinkRequest) => call(api.postPaymentLinks, body);

export const archiveLink = (clubId: string, linkId: string) =>
  call(api.postPaymentLinksArchive, { clubId, linkId });

export const fetchSources = (clubId: string, period: GraphPeriod, signal?: AbortSignal) =>
  call(api.postDonationsSources, { clubId, period }, signal);

export function fetchPoster(clubId: string, linkId: string, format: PosterFormat, language: WireLanguage) {
  return download(apiPath(api.postPaymentLinksPoster), { clubId, linkId, format, language });
}

export const embedKey = (clubId: string) => ['embed-settings', clubId] as const;

export const fetchEmbed = (clubId: string, signal?: AbortSignal) =>
  call(api.postPaymentLinksEmbed, { clubId }, signal);

export const saveEmbedOrigins = (clubId: string, origins: string[]) =>
  call(api.putPaymentLinksEmbed, { clubId, origins });

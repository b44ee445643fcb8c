import { ENDPOINTS, languageFromHeader } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint-route';
import { requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import { campaignBackers, extendCampaign } from './club';
import { payPledge } from './endings';
import * as pledges from './service';
import * as updates from './updates';

/** Crowdfunding campaigns (issue 49): pledges, the extension, the club's view of its pledges, updates to backers. */
export const campaignRoutes = (deps: AppDeps & { campaigns: pledges.CampaignsDeps }): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);
    const call = contractRoutes(app, { caller });
    const campaigns = deps.campaigns;
    const updatesDeps = { ...campaigns, translator: deps.translator };
    const language = (req: { headers: { 'accept-language'?: string | undefined } }) =>
      languageFromHeader(req.headers['accept-language']);

    app.route({
      ...routeOf(ENDPOINTS.postCampaignsPledges),
      handler: async (req) => pledges.pledge(campaigns, await caller(req), req.body, language(req)),
    });
    app.route({
      ...routeOf(ENDPOINTS.getCampaignsPledges),
      handler: async (req) => pledges.myPledges(campaigns, await caller(req), language(req)),
    });
    app.route({
      ...routeOf(ENDPOINTS.postCampaignsPledgesConfirm),
      handler: async (req) =>
        pledges.confirmPledge(campaigns, await caller(req), req.body.pledgeId, language(req)),
    });
    app.route({
      ...routeOf(ENDPOINTS.postCampaignsPledgesCancel),
      handler: async (req) =>
        pledges.cancelPledge(campaigns, await caller(req), req.body.pledgeId, language(req)),
    });
    call(ENDPOINTS.postCampaignsPledgesPay, (caller, body) => payPledge(campaigns, caller, body.pledgeId));
    call(ENDPOINTS.postCampaignsExtend, (caller, body) => extendCampaign(campaigns, caller, body));
    app.route({
      ...routeOf(ENDPOINTS.postCampaignsBackers),
      handler: async (req) =>
        campaignBackers(campaigns, await caller(req), req.body.productId, language(req)),
    });
    app.route({
      ...routeOf(ENDPOINTS.postCampaignsUpdates),
      handler: async (req) => updates.publishUpdate(updatesDeps, await caller(req), req.body),
    });
    app.route({
      ...routeOf(ENDPOINTS.postCampaignsUpdatesList),
      handler: async (req) => updates.listUpdates(campaigns, req.body.productId, language(req)),
    });
    app.route({
      ...routeOf(ENDPOINTS.postCampaignsUpdatesClub),
      handler: async (req) =>
        updates.clubUpdates(campaigns, await caller(req), req.body.productId, language(req)),
    });
    app.route({
      ...routeOf(ENDPOINTS.postCampaignsUnsubscribe),
      handler: async (req) => updates.unsubscribe(campaigns, req.body),
    });
  };

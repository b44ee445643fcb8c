import { ENDPOINTS } from '@tifo/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Caller, requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import { saveBank } from './bank';
import * as invitations from './invitations';
import * as organisations from './service';

/**
 * Club registration (three steps), the club edit page and the caller's clubs (PRODUCT.md §organisations, §validation).
 * Every body is parsed with the contract's schema; every call checks the caller's role in the club.
 */
export const organisationRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    // Every call here needs a login: an anonymous call is a 401 before its body is even looked at.
    const callers = new WeakMap<object, Caller>();
    app.addHook('preValidation', async (req) => {
      callers.set(req, await requireCaller(req, deps));
    });
    const caller = async (req: FastifyRequest): Promise<Caller> => {
      const found = callers.get(req);
      if (!found) throw new Error('organisation route without its caller');
      return found;
    };

    const call = contractRoutes(app, { caller });

    call(ENDPOINTS.postClubs, (caller, body) => organisations.createClub(deps, caller, body));
    call(ENDPOINTS.putClubs, (caller, body) => organisations.updateClub(deps, caller, body));
    call(ENDPOINTS.postContacts, (caller, body) => organisations.saveContact(deps, caller, body, 'create'));
    call(ENDPOINTS.putContacts, (caller, body) => organisations.saveContact(deps, caller, body, 'update'));
    call(ENDPOINTS.postBanks, (caller, body) => saveBank(deps, caller, body, 'create'));
    call(ENDPOINTS.putBanks, (caller, body) => saveBank(deps, caller, body, 'update'));
    call(ENDPOINTS.postClubsRegistrationDetails, (caller, body) =>
      organisations.getRegistrationDetails(deps, caller, body.clubId),
    );
    call(ENDPOINTS.postClubsMine, (caller) => organisations.listMyClubs(deps, caller));

    // Invitations to help run a club (issue 17): a role only once the person accepts.
    call(ENDPOINTS.postUsersClubInvitations, (caller, body) =>
      invitations.listInvitations(deps, caller, body?.token),
    );
    call(ENDPOINTS.postUsersClubInvitationsAccept, (caller, body) =>
      invitations.acceptInvitation(deps, caller, body),
    );
    call(ENDPOINTS.postUsersClubInvitationsDecline, (caller, body) =>
      invitations.declineInvitation(deps, caller, body),
    );
  };
